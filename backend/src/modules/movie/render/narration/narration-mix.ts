import { CLIP_AUDIO_CHANNELS, CLIP_AUDIO_RATE } from '../clip-format';
import type { SubtitleCue } from './subtitle-cues';

/** The soundtrack under speech: −12 dB, so every word is clear over the music. */
export const DUCK_GAIN = 0.25;
/** The subtitle track's language (ISO 639-2, as MP4 stores it); the narration is English (espeak-ng `en`). */
export const SUBTITLE_LANGUAGE = 'eng';

/**
 * ffmpeg arguments that lay a scene's narration over its clip: the clip's own sound ducked by 12 dB while
 * a line is spoken, the speech on top, and the cues as a soft subtitle track (mov_text, language tagged).
 * The picture is copied as it is; the sound is encoded as every clip's is (see clip-format), so the
 * export still joins clips by copying streams.
 */
export function narrationMixArgs(files: { clip: string; speech: string; subtitles: string; output: string }, cues: readonly SubtitleCue[]): string[] {
  const layout = CLIP_AUDIO_CHANNELS === 2 ? 'stereo' : 'mono';
  const spans = cues.map((cue) => `between(t,${cue.start.toFixed(3)},${cue.end.toFixed(3)})`).join('+');
  const graph = [
    `[0:a]aresample=${CLIP_AUDIO_RATE},aformat=channel_layouts=${layout}${spans ? `,volume=${DUCK_GAIN}:enable='${spans}'` : ''}[bed]`,
    `[1:a]aresample=${CLIP_AUDIO_RATE},aformat=channel_layouts=${layout},apad[speech]`,
    // amix halves each input (the npm 4.1 build has no normalize=0): twice the sum is each at full level.
    `[bed][speech]amix=inputs=2:duration=first:dropout_transition=0,volume=2[a]`,
  ];
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-i', files.clip, '-i', files.speech, '-i', files.subtitles,
    '-filter_complex', graph.join(';'),
    '-map', '0:v', '-map', '[a]', '-map', '2:s',
    '-c:v', 'copy',
    '-c:a', 'aac', '-b:a', '128k', '-ar', String(CLIP_AUDIO_RATE), '-ac', String(CLIP_AUDIO_CHANNELS),
    '-c:s', 'mov_text', `-metadata:s:s:0`, `language=${SUBTITLE_LANGUAGE}`,
    '-movflags', '+faststart',
    files.output,
  ];
}
