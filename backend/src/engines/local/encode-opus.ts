import { rm } from 'node:fs/promises';
import { EngineError } from '../engine-error';
import { describeFfmpeg } from './find-ffmpeg';
import { runProcess } from './run-process';

/** What an Opus preview is served as; the studio asks the browser whether it plays it (`canPlayType`). */
export const OPUS_PREVIEW_TYPE = 'audio/webm; codecs=opus';

export interface EncodeOpusOptions {
  /** Per channel and second; 40 kbps keeps a mono stem at ~5 KB/s, transparent enough to arrange by ear. */
  kbps?: number;
  signal?: AbortSignal;
  ffmpegPath?: string;
}

/**
 * Encodes a WAV to Opus in WebM (Chromium, Firefox and Safari 15+ decode it with `decodeAudioData`). Encoder
 * effort 0 costs a quarter of the default's CPU at the same bit rate, which keeps five stems to about a
 * second of work on two cores. A failed encode leaves no partial file.
 */
export async function encodeOpus(source: string, output: string, options: EncodeOpusOptions = {}): Promise<void> {
  let ffmpeg = options.ffmpegPath;
  if (!ffmpeg) {
    try {
      ffmpeg = (await describeFfmpeg()).path;
    } catch (error) {
      throw new EngineError('unavailable', 'Opus encoding needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
    }
  }
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-i', source,
    '-vn', '-c:a', 'libopus', '-b:a', `${options.kbps ?? 40}k`, '-compression_level', '0',
    '-f', 'webm',
    output,
  ];
  try {
    await runProcess(ffmpeg, args, { signal: options.signal });
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
}
