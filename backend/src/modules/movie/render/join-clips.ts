import { concatList } from '../export/export-plan';
import { writeFile } from 'node:fs/promises';
import { runFfmpeg } from './ffmpeg-progress';

/**
 * Joins clips of one format into one MP4 by copying their streams (the concat demuxer: no re-encode, a
 * tenth of a second for ten scenes), with the index up front so a browser starts playing at once.
 */
export async function joinClips(ffmpeg: string, clips: readonly string[], list: string, output: string, signal?: AbortSignal): Promise<void> {
  await writeFile(list, concatList(clips));
  await runFfmpeg(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', output], {
    seconds: 0,
    signal,
  });
}
