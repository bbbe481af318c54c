/** Every stem, mix and export is 44.1 kHz: CD rate, what DAWs and MP3 encoders expect. */
export const SAMPLE_RATE = 44_100;

const TABLE_SIZE = 2048;
const TABLE_MASK = TABLE_SIZE - 1;

/** One period of a waveform from its harmonic amplitudes, normalised to a peak of 1. */
export function wavetable(amplitude: (harmonic: number) => number, harmonics: number): Float32Array {
  const table = new Float32Array(TABLE_SIZE);
  for (let h = 1; h <= harmonics; h += 1) {
    const a = amplitude(h);
    if (a === 0) continue;
    for (let i = 0; i < TABLE_SIZE; i += 1) table[i] += a * Math.sin((2 * Math.PI * h * i) / TABLE_SIZE);
  }
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i += 1) peak = Math.max(peak, Math.abs(table[i]));
  if (peak > 0) for (let i = 0; i < TABLE_SIZE; i += 1) table[i] /= peak;
  return table;
}

export const SINE = wavetable((h) => (h === 1 ? 1 : 0), 1);

export type Shape = 'saw' | 'square' | 'organ' | 'bright' | 'mellow' | 'bass';

const SHAPES: Readonly<Record<Shape, (h: number) => number>> = {
  saw: (h) => 1 / h,
  square: (h) => (h % 2 === 1 ? 1 / h : 0),
  organ: (h) => ({ 1: 1, 2: 0.8, 3: 0.6, 4: 0.5, 6: 0.3, 8: 0.25 })[h] ?? 0,
  bright: (h) => 1 / h ** 1.2,
  mellow: (h) => 1 / h ** 2.5,
  bass: (h) => 1 / h ** 1.6,
};

const tables = new Map<string, Float32Array>();

/**
 * The shape with as many harmonics as fit under Nyquist at `frequency` (rounded down to a power of two, so
 * few tables are built): no aliasing, and a cache instead of summing harmonics per sample.
 */
export function bandLimited(shape: Shape, frequency: number, sampleRate = SAMPLE_RATE): Float32Array {
  const fit = Math.max(1, Math.floor(sampleRate / 2 / frequency));
  const harmonics = Math.min(64, 2 ** Math.floor(Math.log2(fit)));
  const key = `${shape}:${harmonics}`;
  let table = tables.get(key);
  if (!table) {
    table = wavetable(SHAPES[shape], harmonics);
    tables.set(key, table);
  }
  return table;
}

/** Reads `table` at `phase` (0–1) with linear interpolation. */
export function readTable(table: Float32Array, phase: number): number {
  const position = (phase - Math.floor(phase)) * TABLE_SIZE;
  const index = position | 0;
  const fraction = position - index;
  const a = table[index & TABLE_MASK];
  return a + (table[(index + 1) & TABLE_MASK] - a) * fraction;
}

/** Coefficient of a one-pole low-pass at `cutoff` Hz: `y += a * (x - y)`. */
export function onePole(cutoff: number, sampleRate = SAMPLE_RATE): number {
  return 1 - Math.exp((-2 * Math.PI * Math.min(cutoff, sampleRate * 0.45)) / sampleRate);
}

/**
 * Removes what lies below `cutoff` Hz (offset and infrasound) in place: a one-pole DC blocker,
 * `y[n] = x[n] - x[n-1] + r * y[n-1]`, flat within 0.1 dB from four times the cutoff up.
 */
export function blockDcInPlace(samples: Float32Array, cutoff = 10, sampleRate = SAMPLE_RATE): void {
  const r = Math.exp((-2 * Math.PI * cutoff) / sampleRate);
  let previousIn = 0;
  let previousOut = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const input = samples[i];
    previousOut = input - previousIn + r * previousOut;
    previousIn = input;
    samples[i] = previousOut;
  }
}

/** Per-sample multiplier of an exponential decay that falls to 1/e after `seconds`. */
export function decayFactor(seconds: number, sampleRate = SAMPLE_RATE): number {
  return Math.exp(-1 / (seconds * sampleRate));
}

export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Fade length at the end of a cut note: short enough to keep timing, long enough not to click. */
export const CUT_FADE_FRAMES = 96;

/**
 * Adds `source × gain` into `target` from frame `start`, stopping at `limit` frames of the source (faded out
 * over the last few) and at the end of the target.
 */
export function addInto(target: Float32Array, source: Float32Array, start: number, gain: number, limit = source.length): void {
  const length = Math.min(source.length, limit, target.length - start);
  const fadeFrom = limit < source.length ? Math.max(0, length - CUT_FADE_FRAMES) : length;
  for (let i = Math.max(0, -start); i < fadeFrom; i += 1) target[start + i] += source[i] * gain;
  for (let i = Math.max(fadeFrom, -start); i < length; i += 1) {
    target[start + i] += source[i] * gain * ((length - i) / (length - fadeFrom));
  }
}

/** Largest absolute sample per bucket, 0–1 with three decimals: enough to draw a waveform. */
export function peaksOf(samples: Float32Array, buckets: number): number[] {
  const peaks: number[] = [];
  const size = samples.length / buckets;
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    let peak = 0;
    const end = Math.min(samples.length, Math.floor((bucket + 1) * size));
    for (let i = Math.floor(bucket * size); i < end; i += 1) {
      const value = Math.abs(samples[i]);
      if (value > peak) peak = value;
    }
    peaks.push(Math.round(Math.min(1, peak) * 1000) / 1000);
  }
  return peaks;
}

/** `softLimit` over a whole channel; the common case (below the knee) costs one comparison per sample. */
export function limitInPlace(samples: Float32Array, knee = 0.8): void {
  for (let i = 0; i < samples.length; i += 1) {
    const value = samples[i];
    if (value > knee || value < -knee) samples[i] = softLimit(value, knee);
  }
}

/** A smooth limiter for the mix: transparent below `knee`, approaching ±1 without ever clipping above it. */
export function softLimit(value: number, knee = 0.8): number {
  const magnitude = Math.abs(value);
  if (magnitude <= knee) return value;
  const room = 1 - knee;
  const limited = knee + room * Math.tanh((magnitude - knee) / room);
  return value < 0 ? -limited : limited;
}
