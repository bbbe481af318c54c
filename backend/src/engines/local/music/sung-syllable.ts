import { midiToFrequency } from './dsp';

/**
 * Sings one spoken syllable on notes: TD-PSOLA (time-domain pitch-synchronous overlap-add). The voiced
 * part is cut into two-period grains around its pitch marks (found by autocorrelation); the grains are laid
 * down again one target period apart, which sets the pitch while each grain keeps the spoken formants, and
 * grains are repeated or skipped to set the length. Unvoiced consonants are copied as spoken: the opening
 * ones are placed before the note so the vowel lands on the beat, as singers do, the closing ones at its end.
 */

/** Where a syllable's voice is and its pitch marks (sample positions, one per glottal period). */
export interface VoiceAnalysis {
  /** First and last sample above the silence floor. */
  soundStart: number;
  soundEnd: number;
  /** The voiced span, or null if nothing in the syllable is voiced. */
  voiced: { start: number; end: number } | null;
  marks: number[];
  /** Period in samples at each mark. */
  periods: number[];
}

/** A note to sing, in samples from the syllable's onset (its first note's start). */
export interface SungNote {
  start: number;
  length: number;
  midi: number;
}

export interface SingOptions {
  /** Vibrato depth in cents (± around the note); 0 for none. */
  vibratoCents?: number;
}

const MIN_HZ = 70;
const MAX_HZ = 500;
const HOP_SECONDS = 0.01;
const VOICED_CLARITY = 0.6;
const VOICED_LEVEL = 0.12;
const SILENCE = 0.01;
const MAX_ONSET_SECONDS = 0.12;
const MAX_CODA_SECONDS = 0.15;
const VIBRATO_HZ = 5.5;
const VIBRATO_DELAY_SECONDS = 0.15;
const VIBRATO_RAMP_SECONDS = 0.25;

/** Normalised autocorrelation of `x` around `centre` at `lag`, over a window of `size` samples. */
function clarityAt(x: Float32Array, centre: number, size: number, lag: number): number {
  const from = Math.max(0, centre - (size >> 1));
  const to = Math.min(x.length - lag, from + size);
  let cross = 0;
  let a = 0;
  let b = 0;
  for (let i = from; i < to; i += 1) {
    cross += x[i] * x[i + lag];
    a += x[i] * x[i];
    b += x[i + lag] * x[i + lag];
  }
  return a > 0 && b > 0 ? cross / Math.sqrt(a * b) : 0;
}

/**
 * The best period (samples) for a window, searched in [minLag, maxLag]; the shortest lag close to the best
 * clarity wins, so a period is never taken for two (the usual octave error of autocorrelation).
 */
function bestLag(x: Float32Array, centre: number, size: number, minLag: number, maxLag: number): { lag: number; clarity: number } {
  const clarities: number[] = [];
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    const clarity = clarityAt(x, centre, size, lag);
    clarities.push(clarity);
    best = Math.max(best, clarity);
  }
  for (let index = 1; index < clarities.length - 1; index += 1) {
    const clarity = clarities[index];
    if (clarity >= best * 0.9 && clarity >= clarities[index - 1] && clarity >= clarities[index + 1]) return { lag: minLag + index, clarity };
  }
  return { lag: minLag + clarities.indexOf(best), clarity: best };
}

/** First and last sample above the silence floor (a hundredth of the peak). */
function soundBounds(x: Float32Array): { soundStart: number; soundEnd: number } {
  let peak = 0;
  for (let i = 0; i < x.length; i += 1) peak = Math.max(peak, Math.abs(x[i]));
  const floor = Math.max(1e-4, peak * SILENCE);
  let soundStart = 0;
  while (soundStart < x.length && Math.abs(x[soundStart]) < floor) soundStart += 1;
  let soundEnd = x.length;
  while (soundEnd > soundStart && Math.abs(x[soundEnd - 1]) < floor) soundEnd -= 1;
  return { soundStart, soundEnd };
}

/** One mark per period over [start, end), each on the waveform's highest peak near where the period says. */
function pitchMarks(x: Float32Array, start: number, end: number, periodAt: (position: number) => number): { marks: number[]; periods: number[] } {
  const marks: number[] = [];
  const periods: number[] = [];
  const peakIn = (from: number, to: number) => {
    let at = from;
    for (let i = from; i < Math.min(to, x.length); i += 1) if (x[i] > x[at]) at = i;
    return at;
  };
  let mark = peakIn(start, start + periodAt(start));
  while (mark < end) {
    const period = periodAt(mark);
    marks.push(mark);
    periods.push(period);
    mark = peakIn(mark + Math.round(period * 0.8), mark + Math.round(period * 1.2));
  }
  return { marks, periods };
}

/** Pitch marks of a spoken syllable: per-frame autocorrelation, voicing, then one mark per period on the waveform's peaks. */
export function analyseVoice(x: Float32Array, sampleRate: number): VoiceAnalysis {
  const { soundStart, soundEnd } = soundBounds(x);
  const none: VoiceAnalysis = { soundStart, soundEnd, voiced: null, marks: [], periods: [] };
  if (soundEnd - soundStart < sampleRate * 0.02) return none;

  const minLag = Math.floor(sampleRate / MAX_HZ);
  const maxLag = Math.ceil(sampleRate / MIN_HZ);
  const hop = Math.round(HOP_SECONDS * sampleRate);
  // The loudest part is surely voiced: its period narrows the search everywhere else (espeak speaks on one pitch).
  let loudest = soundStart;
  let loudestEnergy = -1;
  const levels: number[] = [];
  for (let centre = soundStart; centre < soundEnd; centre += hop) {
    let energy = 0;
    const to = Math.min(soundEnd, centre + maxLag);
    for (let i = centre; i < to; i += 1) energy += x[i] * x[i];
    levels.push(Math.sqrt(energy / Math.max(1, to - centre)));
    if (energy > loudestEnergy) {
      loudestEnergy = energy;
      loudest = centre;
    }
  }
  const global = bestLag(x, loudest, maxLag * 2, minLag, maxLag);
  if (global.clarity < VOICED_CLARITY) return none;
  const low = Math.max(minLag, Math.floor(global.lag * 0.75));
  const high = Math.min(maxLag, Math.ceil(global.lag * 1.33));
  const loudestLevel = Math.max(...levels);
  const frames = levels.map((level, index) => {
    const centre = soundStart + index * hop;
    if (level < loudestLevel * VOICED_LEVEL) return null;
    const found = bestLag(x, centre, high, low, high);
    return found.clarity >= VOICED_CLARITY ? found.lag : null;
  });
  const first = frames.findIndex((lag) => lag !== null);
  if (first < 0) return none;
  let last = frames.length - 1;
  while (frames[last] === null) last -= 1;
  const start = soundStart + first * hop;
  const end = Math.min(soundEnd, soundStart + last * hop + hop);
  const periodAt = (position: number) => {
    const index = Math.max(first, Math.min(last, Math.round((position - soundStart) / hop)));
    for (let step = 0; step < frames.length; step += 1) {
      const lag = frames[index - step] ?? frames[index + step];
      if (lag) return lag;
    }
    return global.lag;
  };

  const { marks, periods } = pitchMarks(x, start, end, periodAt);
  return { soundStart, soundEnd, voiced: { start, end }, marks, periods };
}

/** Source position of output time `t` (0…`length`) in the voiced span: the edges as spoken, the middle (the vowel) stretched or squeezed. */
function sourceTime(t: number, length: number, start: number, end: number): number {
  const spoken = end - start;
  if (length <= spoken) return start + (t * spoken) / length;
  const edge = spoken * 0.25;
  if (t < edge) return start + t;
  if (t > length - edge) return end - (length - t);
  return start + edge + ((t - edge) * (spoken - 2 * edge)) / (length - 2 * edge);
}

/** The sung pitch (Hz) at `t` samples from the onset: the note sounding then (or the last one begun), with a delayed vibrato. */
function pitchAt(t: number, notes: readonly SungNote[], sampleRate: number, vibratoCents: number): number {
  let note = notes[0];
  for (const candidate of notes) if (candidate.start <= t) note = candidate;
  const sinceNote = (t - note.start) / sampleRate;
  const depth = vibratoCents * Math.max(0, Math.min(1, (sinceNote - VIBRATO_DELAY_SECONDS) / VIBRATO_RAMP_SECONDS));
  return midiToFrequency(note.midi) * 2 ** ((depth * Math.sin(2 * Math.PI * VIBRATO_HZ * sinceNote)) / 1200);
}

const hannWindows = new Map<number, Float32Array>();

/** A Hann window two periods long (2 × `period` + 1 samples), peaking at its centre. */
function hannOf(period: number): Float32Array {
  let window = hannWindows.get(period);
  if (!window) {
    window = new Float32Array(2 * period + 1);
    for (let i = -period; i <= period; i += 1) window[i + period] = 0.5 + 0.5 * Math.cos((Math.PI * i) / period);
    hannWindows.set(period, window);
  }
  return window;
}

function copyFaded(target: Float32Array, at: number, source: Float32Array, from: number, to: number, fade: number): void {
  const length = to - from;
  for (let i = 0; i < length; i += 1) {
    const edge = Math.min(1, i / fade, (length - i) / fade);
    const index = at + i;
    if (index >= 0 && index < target.length) target[index] += source[from + i] * edge;
  }
}

/**
 * The syllable `x` (spoken at `sampleRate`) sung on `notes`. Returns the samples and `offset`, where the
 * result starts relative to the first note's onset (negative: the opening consonant comes before it).
 */
export function singSyllable(
  x: Float32Array,
  analysis: VoiceAnalysis,
  notes: readonly SungNote[],
  sampleRate: number,
  { vibratoCents = 25 }: SingOptions = {},
): { samples: Float32Array; offset: number } {
  const last = notes[notes.length - 1];
  const total = Math.max(1, last.start + last.length);
  const fade = Math.round(sampleRate * 0.004);
  const { voiced } = analysis;
  if (!voiced || analysis.marks.length === 0) {
    // Nothing to pitch (a whispered syllable): as spoken, up to the note's length.
    const samples = new Float32Array(total);
    copyFaded(samples, 0, x, analysis.soundStart, Math.min(analysis.soundEnd, analysis.soundStart + total), fade);
    return { samples, offset: 0 };
  }
  const onsetFrom = Math.max(analysis.soundStart, voiced.start - Math.round(MAX_ONSET_SECONDS * sampleRate));
  const onset = voiced.start - onsetFrom;
  const codaTo = Math.min(analysis.soundEnd, voiced.end + Math.round(MAX_CODA_SECONDS * sampleRate), voiced.end + Math.floor(total * 0.4));
  const coda = codaTo - voiced.end;
  const length = total - coda;
  const samples = new Float32Array(onset + total);
  copyFaded(samples, 0, x, onsetFrom, voiced.start, fade);

  const { marks, periods } = analysis;
  let nearest = 0;
  for (let t = 0; t < length; ) {
    const target = sampleRate / pitchAt(t, notes, sampleRate, vibratoCents);
    const source = sourceTime(t, length, voiced.start, voiced.end);
    while (nearest + 1 < marks.length && Math.abs(marks[nearest + 1] - source) <= Math.abs(marks[nearest] - source)) nearest += 1;
    while (nearest > 0 && Math.abs(marks[nearest - 1] - source) < Math.abs(marks[nearest] - source)) nearest -= 1;
    const centre = marks[nearest];
    const period = periods[nearest];
    // Raising the pitch overlaps more grains: scale each so the level stays as spoken.
    const gain = Math.min(1, target / period);
    const at = onset + Math.round(t);
    const window = hannOf(period);
    const from = Math.max(-period, -centre, -at);
    const to = Math.min(period, x.length - 1 - centre, samples.length - 1 - at);
    for (let i = from; i <= to; i += 1) samples[at + i] += x[centre + i] * gain * window[i + period];
    t += target;
  }
  // The voiced part's edges fade so grains never start or stop with a click.
  const voicedFade = Math.round(sampleRate * 0.01);
  for (let i = 0; i < voicedFade && i < length; i += 1) samples[onset + length - 1 - i] *= i / voicedFade;
  copyFaded(samples, onset + length, x, voiced.end, codaTo, fade);
  return { samples, offset: onset > 0 ? -onset : 0 };
}
