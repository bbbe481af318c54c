import * as path from 'node:path';
import type { AssetStore } from '../../../assets/asset-store.service';
import type { SaveAssetInput } from '../../../assets/asset.types';
import { disposerOf, makeVideoWorkFolder } from '../../../engines/shared/video-work-folder';
import { runFfmpeg } from './ffmpeg-progress';

/** Every clip fades in from black over its first 0.4 s and out over its last (clip-graph's edge fades). */
const EDGE_FADE_SECONDS = 0.4;

/**
 * When a video's poster frame is taken (issue "Posters"): never the first frame, which is black (the clip
 * fades in), but the middle, where a scene's text and cast have settled; never inside the edge fades.
 */
export function posterTime(seconds: number): number {
  if (!(seconds > 0)) return 0;
  const middle = seconds / 2;
  const earliest = Math.min(EDGE_FADE_SECONDS + 0.1, middle);
  const latest = Math.max(earliest, seconds - EDGE_FADE_SECONDS - 0.1);
  return Number(Math.min(latest, Math.max(earliest, middle)).toFixed(3));
}

/** ffmpeg arguments for one JPEG frame of `video` at `at` seconds, at the video's own size. */
export function posterArgs(video: string, at: number, output: string): string[] {
  return ['-hide_banner', '-loglevel', 'error', '-y', '-ss', at.toFixed(3), '-i', video, '-frames:v', '1', '-q:v', '3', '-f', 'image2', output];
}

/**
 * Takes the poster frame of a rendered video (at `at`, else at posterTime) and stores it as a JPEG asset
 * beside it (same owner and project); answers its id.
 */
export async function savePoster(
  assets: AssetStore,
  ffmpeg: string,
  video: { file: string; seconds: number; width: number; height: number; at?: number },
  owner: Omit<SaveAssetInput, 'kind' | 'contentType' | 'width' | 'height' | 'durationSeconds'>,
  signal?: AbortSignal,
): Promise<string> {
  const folder = await makeVideoWorkFolder();
  try {
    const output = path.join(folder, 'poster.jpg');
    await runFfmpeg(ffmpeg, posterArgs(video.file, video.at ?? posterTime(video.seconds), output), { seconds: 0, signal });
    const saved = await assets.saveFile(output, { ...owner, kind: 'image', contentType: 'image/jpeg', width: video.width, height: video.height });
    return saved.id;
  } finally {
    await disposerOf(folder)();
  }
}
