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

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The second pass of a two-pass loudness normalisation (EBU R128 as ffmpeg's loudnorm does it). Where one
 * gain reaches the target with the peaks under the ceiling, that gain is all loudnorm's linear mode would
 * apply, so `volume` applies it (loudnorm works at 192 kHz: several seconds of CPU for three minutes).
 * Otherwise loudnorm gets the measured values and limits the true peaks; its loudness-range target is set at
 * or above the measured range (20 LU is the most ffmpeg 4.1 takes).
 */
export function planLoudness(measured: LoudnessMeasurement, target = MASTER_TARGET): LoudnessPlan {
  const inputI = Number(measured.input_i);
  const inputTp = Number(measured.input_tp);
  const inputLra = Number(measured.input_lra);
  const lra = Math.min(20, Math.max(7, Math.ceil(inputLra + 1)));
  const gainDb = round(target.integrated - inputI);
  const linear = inputTp + gainDb <= target.truePeak && inputLra <= lra;
  if (linear) return { filter: `volume=${gainDb}dB`, gainDb, linear };
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
  return { filter, gainDb, linear };
}
