import { readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { runFfmpeg } from '../render/ffmpeg-progress';
import { probeMedia } from '../render/media-probe';
import { SUBTITLE_LANGUAGE } from '../render/narration/narration-mix';
import { joinCues, type SubtitleCue } from '../render/narration/subtitle-cues';
import { parseSrt, toSrt } from '../render/narration/subtitle-files';

/** The cues of a clip's subtitle track (none when it has none). */
export async function clipCues(ffmpeg: string, clip: string, scratch: string, signal?: AbortSignal): Promise<{ seconds: number; cues: SubtitleCue[] }> {
  const probed = await probeMedia(ffmpeg, clip, signal);
  if (!probed.hasSubtitles) return { seconds: probed.seconds, cues: [] };
  await runFfmpeg(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', clip, '-map', '0:s:0', '-c:s', 'srt', '-f', 'srt', scratch], { seconds: 0, signal });
  return { seconds: probed.seconds, cues: parseSrt(await readFile(scratch, 'utf8')) };
}

/**
 * The movie's subtitles: each piece's cues (narrated scenes carry theirs as a subtitle track) shifted to
 * where the piece starts in the joined movie, written into it as a soft track (mov_text, language
 * tagged) — the concat join keeps only the first piece's tracks, and the title card has none. Answers
 * the file to keep: `joined` itself when no piece is narrated.
 */
export async function subtitleMovie(ffmpeg: string, pieces: readonly string[], joined: string, signal?: AbortSignal): Promise<string> {
  const folder = path.dirname(joined);
  const clips: Array<{ offset: number; cues: SubtitleCue[] }> = [];
  let offset = 0;
  for (const [index, piece] of pieces.entries()) {
    const { seconds, cues } = await clipCues(ffmpeg, piece, path.join(folder, `piece-${index}.srt`), signal);
    clips.push({ offset, cues });
    offset += seconds;
  }
  const cues = joinCues(clips);
  if (!cues.length) return joined;
  const subtitles = path.join(folder, 'movie.srt');
  const output = path.join(folder, 'movie-subtitled.mp4');
  await writeFile(subtitles, toSrt(cues));
  await runFfmpeg(
    ffmpeg,
    [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', joined, '-i', subtitles,
      '-map', '0:v', '-map', '0:a', '-map', '1:s', '-c', 'copy', '-c:s', 'mov_text',
      '-metadata:s:s:0', `language=${SUBTITLE_LANGUAGE}`, '-movflags', '+faststart', output,
    ],
    { seconds: 0, signal },
  );
  return output;
}
