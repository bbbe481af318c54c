import { espeakWav } from '../../shared/espeak';
import { SAMPLE_RATE } from './dsp';
import { decodeWav } from './wav-file';

/** One lyric section to sing: where it starts in the song and how long it may last. */
export interface VocalCue {
  text: string;
  startFrame: number;
  maxFrames: number;
}

/** What the guide vocal is, for labels: a speech synthesizer reading the lyrics in time, not a singer. */
export const GUIDE_VOCAL_ENGINE = 'espeak-ng';

const WORDS_PER_MINUTE = { min: 120, max: 260 } as const;
const VOCAL_GAIN = 0.8;
const FADE_FRAMES = Math.round(0.02 * SAMPLE_RATE);

/** Lyrics as one utterance: lines become pauses, and nothing can be read as a command-line option. */
export function speakableText(lyrics: string): string {
  const text = lyrics
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')
    .replace(/\s+/g, ' ');
  return ` ${text}`;
}

/** A speaking rate that fits the words into the section (with a little room), within what stays intelligible. */
export function wordsPerMinuteFor(text: string, seconds: number): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  const wanted = Math.round((words / Math.max(1, seconds * 0.85)) * 60);
  return Math.max(WORDS_PER_MINUTE.min, Math.min(WORDS_PER_MINUTE.max, wanted));
}

async function speak(text: string, wordsPerMinute: number, pitch: number): Promise<Float32Array> {
  const decoded = decodeWav(await espeakWav({ voice: 'en-us', wordsPerMinute, pitch, text }));
  return resample(decoded.channels[0], decoded.sampleRate, SAMPLE_RATE);
}

/** Linear-interpolation resampling (espeak speaks at 22.05 kHz; stems are 44.1 kHz). */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  const ratio = from / to;
  for (let i = 0; i < out.length; i += 1) {
    const position = i * ratio;
    const index = Math.floor(position);
    const next = samples[Math.min(samples.length - 1, index + 1)];
    out[i] = samples[index] + (next - samples[index]) * (position - index);
  }
  return out;
}

/**
 * The guide vocal stem: each lyric section spoken by espeak-ng at a rate that fits it, placed where the
 * section starts, cut (with a short fade) where it ends. Same length as the instrument stems.
 */
export async function renderGuideVocal(cues: readonly VocalCue[], frames: number, pitch = 50): Promise<Float32Array> {
  const out = new Float32Array(frames);
  // Choruses come back with the same words and length: each utterance is synthesized once.
  const spoken = new Map<string, Float32Array>();
  for (const cue of cues) {
    const text = speakableText(cue.text);
    if (!text.trim()) continue;
    const rate = wordsPerMinuteFor(text, cue.maxFrames / SAMPLE_RATE);
    const key = `${rate}|${text}`;
    const voice = spoken.get(key) ?? (await speak(text, rate, pitch));
    spoken.set(key, voice);
    const length = Math.min(voice.length, cue.maxFrames, frames - cue.startFrame);
    for (let i = 0; i < length; i += 1) {
      const fade = i >= length - FADE_FRAMES && length < voice.length ? (length - i) / FADE_FRAMES : 1;
      out[cue.startFrame + i] += voice[i] * VOCAL_GAIN * fade;
    }
  }
  return out;
}
