/** The master's targets: streaming services' −14 LUFS integrated, true peak at most −1 dBTP. */
export const MASTER_TARGET = {
  integrated: -14,
  /** −1.5 at the filter leaves half a decibel for the MP3 encoder's overshoot, so the MP3 stays under −1 dBTP. */
  truePeak: -1.5,
} as const;

/** What ffmpeg's `loudnorm` printed (print_format=json) in its measuring pass; the values come as strings. */
export interface LoudnessMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

export interface LoudnessPlan {
  /** The filter of the second pass: the gain alone where it is enough, else `loudnorm` fed the measurement. */
  filter: string;
  /** The gain (dB) the target asks of the measured loudness. */
  gainDb: number;
  /**
   * Whether one gain does it (the peaks stay under the ceiling once raised): loudnorm then applies it alone,
   * leaving the dynamics as mixed. Otherwise it limits the true peaks on the way (its dynamic mode).
   */
  linear: boolean;
}

/** The last `{…}` in ffmpeg's stderr: loudnorm's report. */
export function parseLoudnorm(stderr: string): LoudnessMeasurement {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('ffmpeg printed no loudnorm measurement');
  const parsed = JSON.parse(stderr.slice(start, end + 1)) as Partial<LoudnessMeasurement>;
  for (const key of ['input_i', 'input_tp', 'input_lra', 'input_thresh', 'target_offset'] as const) {
    if (typeof parsed[key] !== 'string' || !Number.isFinite(Number(parsed[key]))) throw new Error(`loudnorm measurement lacks ${key}`);
  }
  return parsed as LoudnessMeasurement;
}

/** What ffmpeg's EBU R128 meter (`ebur128=peak=true`) printed in its summary: the same BS.1770 measures as loudnorm's. */
export interface MeterReading {
  /** Integrated loudness, LUFS. */
  integrated: number;
  /** True peak, dBTP (4× oversampled). */
  truePeak: number;
  /** Loudness range, LU. */
  range: number;
}

/** The loudness below which ebur128 and loudnorm gate everything out: nothing of the mix is audible. */
const ABSOLUTE_GATE = -70;
/** The widest loudness-range target ffmpeg 4.1's loudnorm takes (LU). */
const MAX_RANGE_TARGET = 20;

/** Reads integrated loudness, loudness range and true peak from the summary ffmpeg's ebur128 filter prints at the end. */
export function parseMeterSummary(stderr: string): MeterReading {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  const range = /LRA:\s+(-?[\d.]+) LU\b/.exec(summary);
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !range || !peak) throw new Error('ffmpeg printed no loudness summary');
  const value = (text: string) => (text === '-inf' ? -Infinity : Number(text));
  return { integrated: value(integrated[1]), truePeak: value(peak[1]), range: Number(range[1]) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The whole correction when one gain does it: the gain that brings the integrated loudness to the target, if the
 * true peak, raised or lowered by it, stays under the ceiling. That gain is all loudnorm's linear mode would
 * apply, so `volume` applies it (loudnorm works at 192 kHz: several seconds of CPU for three minutes). Null where
 * loudnorm would not be linear — the peaks would pass the ceiling, or the range is past any range target it takes —
 * or nothing is above the gate.
 */
export function linearPlan(reading: MeterReading, target = MASTER_TARGET): LoudnessPlan | null {
  if (!Number.isFinite(reading.integrated) || reading.integrated <= ABSOLUTE_GATE) return null;
  const gainDb = round(target.integrated - reading.integrated);
  if (!(reading.truePeak + gainDb <= target.truePeak) || !(reading.range <= MAX_RANGE_TARGET)) return null;
  return { filter: `volume=${gainDb}dB`, gainDb, linear: true };
}

/**
 * The second pass of a two-pass loudness normalisation (EBU R128 as ffmpeg's loudnorm does it): one gain where
 * it does it (`linearPlan`). Otherwise loudnorm gets the measured values and limits the true peaks; its
 * loudness-range target is set at or above the measured range (20 LU is the most ffmpeg 4.1 takes).
 */
export function planLoudness(measured: LoudnessMeasurement, target = MASTER_TARGET): LoudnessPlan {
  const reading = { integrated: Number(measured.input_i), truePeak: Number(measured.input_tp), range: Number(measured.input_lra) };
  const linear = linearPlan(reading, target);
  if (linear) return linear;
  const lra = Math.min(MAX_RANGE_TARGET, Math.max(7, Math.ceil(reading.range + 1)));
  const filter = [
    `loudnorm=I=${target.integrated}`,
    `TP=${target.truePeak}`,
    `LRA=${lra}`,
    `measured_I=${measured.input_i}`,
    `measured_TP=${measured.input_tp}`,
    `measured_LRA=${measured.input_lra}`,
    `measured_thresh=${measured.input_thresh}`,
    `offset=${measured.target_offset}`,
    'linear=true',
    'print_format=summary',
  ].join(':');
  return { filter, gainDb: round(target.integrated - reading.integrated), linear: false };
}
