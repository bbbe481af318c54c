import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import * as path from 'node:path';

/** `env.PATH` without the directories that hold an ffmpeg, so only the npm build is left. */
export function pathWithoutFfmpeg(pathValue = process.env.PATH ?? ''): string {
  return pathValue
    .split(path.delimiter)
    .filter((dir) => dir && !systemFfmpegIn(dir))
    .join(path.delimiter);
}

function systemFfmpegIn(dir: string): string | null {
  const file = path.join(dir, 'ffmpeg');
  try {
    accessSync(file, constants.X_OK);
    return file;
  } catch {
    return null;
  }
}

/** The first ffmpeg on PATH (Debian's, on CI), or null. */
export function systemFfmpeg(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = systemFfmpegIn(dir);
    if (file) return file;
  }
  return null;
}

/**
 * The ffmpeg builds a test runs its graphs on: the npm one (PATH without any other ffmpeg) always, and the
 * system one where there is an ffmpeg on PATH (a warning says when its cases are skipped).
 */
export function ffmpegBuilds() {
  const system = systemFfmpeg();
  if (!system) console.warn('The system-ffmpeg cases are skipped: no ffmpeg on PATH (CI installs Debian ffmpeg as a second build to test).');
  return [
    { source: 'npm', env: { ...process.env, PATH: pathWithoutFfmpeg() }, present: true },
    { source: 'system', env: process.env, present: system !== null },
  ] as const;
}

export interface MediaFacts {
  seconds: number;
  streams: string[];
}

/** What `ffmpeg -i` says about a file (the npm build has no ffprobe): duration and one line per stream. */
export function inspectMedia(ffmpeg: string, file: string): MediaFacts {
  const { stderr } = spawnSync(ffmpeg, ['-hide_banner', '-i', file], { encoding: 'utf8' });
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  if (!duration) throw new Error(`ffmpeg -i printed no duration for ${file}:\n${stderr}`);
  const [, h, m, s] = duration;
  return {
    seconds: Number(h) * 3600 + Number(m) * 60 + Number(s),
    streams: stderr.split('\n').filter((line) => /Stream #\d+:\d+/.test(line)).map((line) => line.trim()),
  };
}

/** One frame at `seconds` as 8-bit grey pixels. */
export function greyFrame(ffmpeg: string, file: string, seconds: number): Buffer {
  const { stdout, status, stderr } = spawnSync(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (status !== 0) throw new Error(`frame extraction failed: ${String(stderr)}`);
  return stdout;
}

/** Top-level ISO BMFF boxes in order (`ftyp`, `moov`, `mdat`…). */
export function mp4Boxes(file: string): string[] {
  const bytes = readFileSync(file);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    let size = bytes.readUInt32BE(offset);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

/** The first MPEG audio frame header after an optional ID3v2 tag, or null. */
export function firstMp3Frame(file: string): { id3: boolean; header: Buffer } | null {
  const bytes = readFileSync(file);
  let offset = 0;
  const id3 = bytes.toString('latin1', 0, 3) === 'ID3';
  if (id3) {
    // Tag size: four 7-bit ("syncsafe") bytes after the 10-byte header's first six.
    offset = 10 + ((bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9]);
  }
  while (offset < bytes.length && bytes[offset] === 0) offset++; // padding
  const header = bytes.subarray(offset, offset + 4);
  // Frame sync: eleven set bits.
  return header.length === 4 && header[0] === 0xff && (header[1] & 0xe0) === 0xe0 ? { id3, header } : null;
}

/** A 16-bit PCM WAV of a sine tone. */
export function sineWav(seconds: number, sampleRate = 44_100, frequency = 440): Buffer {
  const samples = sineSamples(seconds, sampleRate, frequency);
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export function sineSamples(seconds: number, sampleRate = 44_100, frequency = 440): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(12_000 * Math.sin((2 * Math.PI * frequency * i) / sampleRate));
  return samples;
}
