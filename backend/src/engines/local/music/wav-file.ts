import { closeSync, openSync, writeSync } from 'node:fs';

const HEADER_BYTES = 44;
/** Frames converted per write: big enough for few system calls, small enough to keep memory flat. */
const CHUNK_FRAMES = 65_536;

export interface DecodedWav {
  sampleRate: number;
  frames: number;
  /** One array per channel, -1…1. */
  channels: Float32Array[];
}

/** The 44-byte header of a 16-bit PCM WAV. */
export function wavHeader(channelCount: number, sampleRate: number, frames: number): Buffer {
  const dataBytes = frames * channelCount * 2;
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channelCount, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channelCount * 2, 28);
  header.writeUInt16LE(channelCount * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** -1…1 to a 16-bit sample, clipped and rounded (an Int16Array store truncates towards zero). */
function toInt16(value: number): number {
  const scaled = value * 32767;
  const clipped = scaled > 32767 ? 32767 : scaled < -32767 ? -32767 : scaled;
  return clipped < 0 ? clipped - 0.5 : clipped + 0.5;
}

/** Interleaves `channels[*][from…to)` as 16-bit little-endian samples. */
export function pcm16(channels: readonly Float32Array[], from: number, to: number): Buffer {
  const count = channels.length;
  const out = Buffer.alloc((to - from) * count * 2);
  // Buffer.alloc is never pooled (offset 0, aligned); every platform Node runs on here is little-endian.
  const samples = new Int16Array(out.buffer, out.byteOffset, (to - from) * count);
  for (let channel = 0; channel < count; channel += 1) {
    const source = channels[channel];
    for (let frame = from, index = channel; frame < to; frame += 1, index += count) samples[index] = toInt16(source[frame]);
  }
  return out;
}

/** Writes a 16-bit PCM WAV of equal-length channels (1 = mono, 2 = stereo), converting chunk by chunk. */
export function writeWavFile(path: string, channels: readonly Float32Array[], sampleRate: number): number {
  const frames = channels[0]?.length ?? 0;
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, wavHeader(channels.length, sampleRate, frames));
    for (let from = 0; from < frames; from += CHUNK_FRAMES) {
      writeSync(fd, pcm16(channels, from, Math.min(frames, from + CHUNK_FRAMES)));
    }
  } finally {
    closeSync(fd);
  }
  return HEADER_BYTES + frames * channels.length * 2;
}

/** Reads a 16-bit PCM WAV (any chunk order, odd chunks padded); throws on anything else. */
export function decodeWav(bytes: Buffer): DecodedWav {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let format: { channels: number; sampleRate: number; bits: number; code: number } | null = null;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = { code: bytes.readUInt16LE(body), channels: bytes.readUInt16LE(body + 2), sampleRate: bytes.readUInt32LE(body + 4), bits: bytes.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!format || format.code !== 1 || format.bits !== 16) throw new Error('only 16-bit PCM WAV is supported');
      const available = Math.min(size, bytes.length - body);
      const frames = Math.floor(available / (2 * format.channels));
      const count = format.channels;
      const start = bytes.byteOffset + body;
      // A view when the data is 2-byte aligned (always, for files written here); a copy otherwise.
      const samples =
        start % 2 === 0
          ? new Int16Array(bytes.buffer, start, frames * count)
          : new Int16Array(Uint8Array.prototype.slice.call(bytes, body, body + frames * count * 2).buffer);
      const channels = Array.from({ length: count }, () => new Float32Array(frames));
      for (let channel = 0; channel < count; channel += 1) {
        const target = channels[channel];
        for (let frame = 0, index = channel; frame < frames; frame += 1, index += count) target[frame] = samples[index] / 32768;
      }
      return { sampleRate: format.sampleRate, frames, channels };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}
