import { runEspeak } from '../../shared/espeak';
import { SAMPLE_RATE } from './dsp';
import { analyseVoice, singSyllable } from './sung-syllable';
import { lyricLineSyllables } from './syllables';
import { type MelodyNote, type SungSyllable, fitLinesToPhrases } from './vocal-plan';
import { decodeWav } from './wav-file';

/** One lyric section to sing: where it starts, how long it may last, and the melody's notes in it by two-bar phrase. */
export interface VocalCue {
  text: string;
  startFrame: number;
  maxFrames: number;
  phrases: MelodyNote[][];
}

/** What the guide vocal is, for labels: espeak-ng's phonemes sung on the melody by our own pitch and time shifting. */
export const GUIDE_VOCAL_ENGINE = 'espeak-ng';

/** espeak's female voice on one pitch (-P 0): the closest to the melody's register (C4–C6) and easiest to re-pitch. */
const VOICE = ['-v', 'en-us+f2', '-p', '55', '-P', '0', '-s', '150'];
/** Silence between syllables in the one utterance that speaks them all: longer than any stop inside a syllable. */
const SYLLABLE_BREAK_MS = 250;
const VOCAL_GAIN = 0.9;
const VOCAL_CEILING = 0.98;
const SECTION_FADE_FRAMES = Math.round(0.005 * SAMPLE_RATE);

/** One espeak-ng run (the shared loader, engines/shared/espeak.ts) decoded to samples. */
async function espeakSamples(args: readonly string[]): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoded = decodeWav(await runEspeak(args, 'guide.wav'));
  return { samples: decoded.channels[0], sampleRate: decoded.sampleRate };
}

/** Cut points between `count` utterances in `samples`: the middle of the `count - 1` longest silences inside it. */
export function splitAtLongestSilences(samples: Float32Array, sampleRate: number, count: number): number[] | null {
  const hop = Math.round(sampleRate * 0.005);
  const gaps: Array<{ from: number; to: number }> = [];
  let quietFrom = -1;
  let heard = false;
  for (let from = 0; from < samples.length; from += hop) {
    let peak = 0;
    const to = Math.min(samples.length, from + hop);
    for (let i = from; i < to; i += 1) peak = Math.max(peak, Math.abs(samples[i]));
    const quiet = peak < 0.004;
    if (quiet && quietFrom < 0) quietFrom = from;
    if (!quiet) {
      if (quietFrom >= 0 && heard) gaps.push({ from: quietFrom, to: from });
      quietFrom = -1;
      heard = true;
    }
  }
  if (gaps.length < count - 1) return null;
  return gaps
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .slice(0, count - 1)
    .map((gap) => Math.round((gap.from + gap.to) / 2))
    .sort((a, b) => a - b);
}

/**
 * Each syllable spoken on its own by espeak-ng. Starting espeak costs about a quarter of a second (it loads
 * its dictionaries per instance), so all syllables are spoken in one utterance, a pause between each, and
 * cut apart at the longest silences; if the cut does not come out even, each syllable is spoken alone.
 */
export async function speakSyllables(texts: readonly string[]): Promise<{ voices: Map<string, Float32Array>; sampleRate: number }> {
  const voices = new Map<string, Float32Array>();
  if (!texts.length) return { voices, sampleRate: 22_050 };
  // Syllables are letters only (see syllables.ts), so nothing in them is SSML or an option.
  const ssml = `<speak>${texts.join(`<break time="${SYLLABLE_BREAK_MS}ms"/>`)}</speak>`;
  const spoken = await espeakSamples([...VOICE, '-m', '-w', 'guide.wav', ssml]);
  const cuts = splitAtLongestSilences(spoken.samples, spoken.sampleRate, texts.length);
  if (cuts) {
    const bounds = [0, ...cuts, spoken.samples.length];
    texts.forEach((text, index) => voices.set(text, spoken.samples.subarray(bounds[index], bounds[index + 1])));
    return { voices, sampleRate: spoken.sampleRate };
  }
  for (const text of texts) voices.set(text, (await espeakSamples([...VOICE, '-w', 'guide.wav', ` ${text}`])).samples);
  return { voices, sampleRate: spoken.sampleRate };
}

/** A syllable to sing and where its section starts: nothing of it sounds before (not even an opening consonant). */
export interface PlacedSyllable extends SungSyllable {
  sectionStart: number;
}

/** The syllables of every cue on the melody notes of its section (vocal-plan.ts says how they are fitted). */
export function sungSyllablesOf(cues: readonly VocalCue[]): PlacedSyllable[] {
  return cues.flatMap((cue) => {
    const end = cue.startFrame + cue.maxFrames;
    const phrases = cue.phrases.map((phrase) => phrase.filter((note) => note.startFrame >= cue.startFrame && note.startFrame < end));
    return fitLinesToPhrases(lyricLineSyllables(cue.text), phrases).map((sung) => ({ ...sung, sectionStart: cue.startFrame }));
  });
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
 * The guide vocal stem, sung: each lyric syllable spoken by espeak-ng on one flat pitch, then set to its
 * melody note's pitch and length (sung-syllable.ts), so the vocal sings the notes the melody stem plays.
 * Same length as the instrument stems; sections without melody notes stay silent.
 */
export async function renderGuideVocal(cues: readonly VocalCue[], frames: number): Promise<Float32Array> {
  const sung = sungSyllablesOf(cues);
  const { voices, sampleRate } = await speakSyllables([...new Set(sung.map((syllable) => syllable.text))]);
  return singSyllables(sung, voices, sampleRate, frames);
}

/** Each spoken syllable (at `sampleRate`) set to its notes and placed on a stem of `frames` frames. */
export function singSyllables(sung: readonly PlacedSyllable[], voices: ReadonlyMap<string, Float32Array>, sampleRate: number, frames: number): Float32Array {
  const out = new Float32Array(frames);
  const analyses = new Map([...voices].map(([text, voice]) => [text, analyseVoice(voice, sampleRate)]));
  const scale = sampleRate / SAMPLE_RATE;
  for (const { text, notes, sectionStart } of sung) {
    const onset = notes[0].startFrame;
    const local = notes.map((note) => ({
      start: Math.round((note.startFrame - onset) * scale),
      length: Math.max(1, Math.round(note.frames * scale)),
      midi: note.midi,
    }));
    const { samples, offset } = singSyllable(voices.get(text)!, analyses.get(text)!, local, sampleRate);
    const voice = resample(samples, sampleRate, SAMPLE_RATE);
    const start = onset + Math.round(offset / scale);
    // A section's first syllable starts with the section: its opening consonant is cut (with a short fade in).
    const from = Math.max(0, sectionStart - start);
    for (let i = from; i < voice.length && start + i < frames; i += 1) {
      out[start + i] += voice[i] * VOCAL_GAIN * Math.min(1, (i - from) / SECTION_FADE_FRAMES);
    }
  }
  let peak = 0;
  for (let i = 0; i < frames; i += 1) peak = Math.max(peak, Math.abs(out[i]));
  if (peak > VOCAL_CEILING) for (let i = 0; i < frames; i += 1) out[i] *= VOCAL_CEILING / peak;
  return out;
}
