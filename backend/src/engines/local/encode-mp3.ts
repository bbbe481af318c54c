import { rm } from 'node:fs/promises';
import { EngineError } from '../engine-error';
import { describeFfmpeg } from './find-ffmpeg';
import { runProcess } from './run-process';

/** Interleaved samples: 16-bit integers, or floats in -1..1 (what a synthesizer produces). */
export interface PcmAudio {
  samples: Int16Array | Float32Array;
  sampleRate: number;
  channels: 1 | 2;
}

export interface EncodeMp3Options {
  /** Constant bit rate; defaults to 192. */
  kbps?: number;
  /**
   * LAME's algorithm quality, 0 (slowest) – 9 (fastest), ffmpeg's `-compression_level`; unset keeps LAME's
   * default. It trades encoding time for psychoacoustic care, never the bit rate.
   */
  quality?: number;
  signal?: AbortSignal;
  /** Defaults to the system ffmpeg, then the npm one (see `describeFfmpeg`). */
  ffmpegPath?: string;
}

function inputArgs(source: string | PcmAudio): string[] {
  if (typeof source === 'string') return ['-i', source];
  // By element size, not constructor: a typed array from another realm (a worker, a vm context) is as good.
  const format = source.samples.BYTES_PER_ELEMENT === Float32Array.BYTES_PER_ELEMENT ? 'f32le' : 's16le';
  return ['-f', format, '-ar', String(source.sampleRate), '-ac', String(source.channels), '-i', 'pipe:0'];
}

/**
 * Encodes a WAV (or any audio file ffmpeg reads) or raw PCM to an MP3 at `output` with libmp3lame,
 * which both the system and the npm ffmpeg have. A failed encode leaves no partial file.
 */
export async function encodeMp3(source: string | PcmAudio, output: string, options: EncodeMp3Options = {}): Promise<void> {
  let ffmpeg = options.ffmpegPath;
  if (!ffmpeg) {
    try {
      ffmpeg = (await describeFfmpeg()).path;
    } catch (error) {
      throw new EngineError('unavailable', 'MP3 encoding needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
    }
  }
  const pcm = typeof source === 'string' ? undefined : source.samples;
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputArgs(source),
    '-vn', '-c:a', 'libmp3lame', '-b:a', `${options.kbps ?? 192}k`,
    ...(options.quality === undefined ? [] : ['-compression_level', String(options.quality)]),
    '-f', 'mp3',
    output,
  ];
  try {
    await runProcess(ffmpeg, args, {
      signal: options.signal,
      input: pcm && new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength),
    });
  } catch (error) {
    await rm(output, { force: true });
    if (options.signal?.aborted) throw error;
    throw new EngineError('provider', 'The MP3 encoder failed.', { cause: error });
  }
}
