import { spawnChild } from '../../../common/spawn-child';

export interface ProbedMedia {
  seconds: number;
  hasAudio: boolean;
  hasVideo: boolean;
  /** A subtitle track (a narrated scene's cues, see render/narration). */
  hasSubtitles: boolean;
}

/** Reads what `ffmpeg -i` prints (the npm build ships no ffprobe): the duration and which streams there are. */
export function parseProbe(stderr: string): ProbedMedia | null {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!duration) return null;
  const streams = stderr.split('\n').filter((line) => /Stream #\d+:\d+/.test(line));
  return {
    // ffmpeg prints hundredths: keep them exact rather than carry float noise from the sum.
    seconds: Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 100) / 100,
    hasAudio: streams.some((line) => / Audio: /.test(line)),
    hasVideo: streams.some((line) => / Video: /.test(line)),
    hasSubtitles: streams.some((line) => / Subtitle: /.test(line)),
  };
}

/** `ffmpeg -i file` (which exits 1 for want of an output) and its reading of the file. */
export function probeMedia(ffmpeg: string, file: string, signal?: AbortSignal): Promise<ProbedMedia> {
  return new Promise((resolve, reject) => {
    const child = spawnChild(ffmpeg, ['-hide_banner', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64_000) stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', () => {
      const probed = parseProbe(stderr);
      if (probed) resolve(probed);
      else reject(new Error(`ffmpeg could not read ${file}: ${stderr.trim().split('\n').slice(-2).join(' | ')}`));
    });
  });
}
