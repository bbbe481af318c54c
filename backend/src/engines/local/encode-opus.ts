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
  const ffmpeg = await ffmpegFor(options);
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-i', source,
    '-vn', '-c:a', 'libopus', '-b:a', `${options.kbps ?? 40}k`, '-compression_level', '0',
    '-f', 'webm',
    output,
  ];
  await runLeavingNothing(ffmpeg, args, output, options.signal);
}

/**
 * The first `seconds` of an Opus preview as a file of its own, its packets copied (not encoded again): it
 * decodes to exactly the samples the whole preview begins with, so the studio can play the head while
 * the whole file decodes and hand over to it without a seam (README, "Previews that stream").
 */
export async function cutOpusHead(preview: string, output: string, seconds: number, options: Omit<EncodeOpusOptions, 'kbps'> = {}): Promise<void> {
  const ffmpeg = await ffmpegFor(options);
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', preview, '-t', String(seconds), '-c', 'copy', '-f', 'webm', output];
  await runLeavingNothing(ffmpeg, args, output, options.signal);
}

async function ffmpegFor(options: { ffmpegPath?: string }): Promise<string> {
  if (options.ffmpegPath) return options.ffmpegPath;
  try {
    return (await describeFfmpeg()).path;
  } catch (error) {
    throw new EngineError('unavailable', 'Opus encoding needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
  }
}

async function runLeavingNothing(ffmpeg: string, args: string[], output: string, signal?: AbortSignal): Promise<void> {
  try {
    await runProcess(ffmpeg, args, { signal });
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
}
