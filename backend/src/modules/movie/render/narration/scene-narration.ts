import { decodeWav, writeWavFile } from '../../../../engines/local/music/wav-file';
import { espeakWav } from '../../../../engines/shared/espeak';
import { narrationLines } from './narration-lines';
import { voiceFor } from './narration-voices';
import { type SubtitleCue, timeCues } from './subtitle-cues';

/** espeak-ng's rate: a calm reading pace, clear on small speakers. */
const WORDS_PER_MINUTE = 165;
/** Below this a sample is silence (espeak pads each utterance with some). */
const SILENCE = 0.01;

export interface SceneNarration {
  /** The speech alone (mono WAV), silent between lines; written by `writeNarration`. */
  samples: Float32Array;
  sampleRate: number;
  cues: SubtitleCue[];
  /** How long the speech lasts, with its lead-in and tail: the clip is at least this long. */
  seconds: number;
}

/** The utterance without the silence espeak-ng puts around it, so a cue starts and ends with the voice. */
export function trimSilence(samples: Float32Array): Float32Array {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < SILENCE) first++;
  let last = samples.length;
  while (last > first && Math.abs(samples[last - 1]) < SILENCE) last--;
  return samples.subarray(first, last);
}

/**
 * The scene's text spoken offline by espeak-ng: dialogue lines by their character's voice, the rest by
 * the narrator, one line after another with a breath between. Null when the text has nothing to say.
 */
export async function narrateScene(text: string, cast: ReadonlyArray<{ id: string; name: string }>): Promise<SceneNarration | null> {
  const lines = narrationLines(text, cast);
  if (!lines.length) return null;
  let sampleRate = 0;
  const spoken: Float32Array[] = [];
  for (const line of lines) {
    const voice = voiceFor(line.speaker);
    const decoded = decodeWav(await espeakWav({ voice: voice.voice, pitch: voice.pitch, wordsPerMinute: WORDS_PER_MINUTE, text: line.text }));
    sampleRate = decoded.sampleRate;
    spoken.push(trimSilence(decoded.channels[0]));
  }
  const { cues, seconds } = timeCues(lines.map((line, index) => ({ text: line.text, seconds: spoken[index].length / sampleRate })));
  const samples = new Float32Array(Math.ceil(seconds * sampleRate));
  spoken.forEach((utterance, index) => {
    const at = Math.round(cues[index].start * sampleRate);
    samples.set(utterance.subarray(0, samples.length - at), at);
  });
  return { samples, sampleRate, cues, seconds };
}

export function writeNarration(file: string, narration: SceneNarration): void {
  writeWavFile(file, [narration.samples], narration.sampleRate);
}
