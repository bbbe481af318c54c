import { writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { runFfmpeg } from '../ffmpeg-progress';
import { narrationMixArgs } from './narration-mix';
import { type SceneNarration, writeNarration } from './scene-narration';
import { toSrt } from './subtitle-files';

/** A clip's length with its narration: the planned length, or longer when the speech needs it (whole seconds). */
export function narratedSeconds(planned: number, narration: SceneNarration | null): number {
  return narration ? Math.max(planned, Math.ceil(narration.seconds)) : planned;
}

/**
 * Lays the narration over a rendered clip (see narrationMixArgs), in the clip's own work folder; answers
 * the narrated MP4, which holds the scene's cues as its subtitle track (an export reads them from there).
 */
export async function narrateClip(ffmpeg: string, clip: { path: string; seconds: number }, narration: SceneNarration, signal?: AbortSignal): Promise<string> {
  const folder = path.dirname(clip.path);
  const speech = path.join(folder, 'narration.wav');
  const subtitles = path.join(folder, 'narration.srt');
  const output = path.join(folder, 'narrated.mp4');
  writeNarration(speech, narration);
  await writeFile(subtitles, toSrt(narration.cues));
  await runFfmpeg(ffmpeg, narrationMixArgs({ clip: clip.path, speech, subtitles, output }, narration.cues), { seconds: clip.seconds, signal });
  return output;
}
