import { SAMPLE_RATE } from './dsp';

/** The master's targets: streaming services' −14 LUFS integrated, true peak at most −1 dBTP. */
export const MASTER_TARGET = {
  integrated: -14,
  /** −1.5 at the filter leaves half a decibel for the MP3 encoder's overshoot, so the MP3 stays under −1 dBTP. */
  truePeak: -1.5,
} as const;

export interface LoudnessPlan {
  /** The filter of the mastering pass: the gain, then the limiter where the gain alone would pass the ceiling. */
  filter: string;
  /** The gain (dB) the pass applies. */
  gainDb: number;
  /** Whether one gain does it (the peaks stay under the ceiling once raised): the dynamics are left as mixed. */
  linear: boolean;
}

/** What ffmpeg's EBU R128 meter (`ebur128=peak=true`) printed in its summary: the same BS.1770 measures as loudnorm's. */
export interface MeterReading {
  /** Integrated loudness, LUFS. */
  integrated: number;
  /** True peak, dBTP (4× oversampled). */
  truePeak: number;
}

/** The loudness below which ebur128 and loudnorm gate everything out: nothing of the mix is audible. */
const ABSOLUTE_GATE = -70;
/**
 * The limiter's ceiling for sample peaks (dBFS): a decibel under the true-peak target, the room the peaks between
 * samples take at 44.1 kHz (the offline mixes: 0.2–0.3 dB over their sample peaks; a square wave's edges about 2 dB,
 * which master-loudness.ts's check of the result then takes off).
 */
export const LIMITER_CEILING_DB = MASTER_TARGET.truePeak - 1;
const LIMITER_ATTACK_MS = 5;
/**
 * How late `alimiter` gives its input back: its look-ahead, less a frame (measured with an impulse, the same in
 * ffmpeg 4.1 and 5.1; 219 frames at 44.1 kHz). Neither build's filter gives back the last ones, and 4.1 cannot be
 * told to compensate, so the chain pads the mix's end by as much and trims its start: the master stays aligned
 * to the frame with the stems a user lines it up with, and as long.
 */
export const LIMITER_DELAY_FRAMES = Math.floor((SAMPLE_RATE * LIMITER_ATTACK_MS) / 1000) - 1;
/** ffmpeg's `alimiter`, as a mastering limiter: 5 ms look-ahead, 50 ms release, no make-up gain of its own. */
const LIMITER = [
  `apad=pad_len=${LIMITER_DELAY_FRAMES}`,
  `alimiter=limit=${(10 ** (LIMITER_CEILING_DB / 20)).toFixed(4)}:attack=${LIMITER_ATTACK_MS}:release=50:level=false`,
  `atrim=start_sample=${LIMITER_DELAY_FRAMES}`,
  'asetpts=PTS-STARTPTS',
].join(',');

/** Reads integrated loudness and true peak from the summary ffmpeg's ebur128 filter prints at the end. */
export function parseMeterSummary(stderr: string): MeterReading {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !peak) throw new Error('ffmpeg printed no loudness summary');
  const value = (text: string) => (text === '-inf' ? -Infinity : Number(text));
  return { integrated: value(integrated[1]), truePeak: value(peak[1]) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The mastering pass for a mix (at SAMPLE_RATE) the meter read: the gain that brings its integrated loudness to
 * the target (or `gainDb`, a later pass's, see `nextGainDb`), then, where that gain would push the true peak past
 * the ceiling, a look-ahead limiter under it. One gain alone is what loudnorm's linear mode would apply, and the limiter works at
 * the mix's own rate: a 2-minute mix in 0.1–0.2 s of ffmpeg's CPU, where loudnorm's measuring and limiting passes
 * at 192 kHz took 5.6 s. A mix with nothing above the gate (all of it silent) is left as it is.
 */
export function planLoudness(reading: MeterReading, target = MASTER_TARGET, gainDb = target.integrated - reading.integrated): LoudnessPlan {
  if (!Number.isFinite(reading.integrated) || reading.integrated <= ABSOLUTE_GATE) return { filter: 'anull', gainDb: 0, linear: true };
  const gain = round(gainDb);
  const filter = `volume=${gain}dB`;
  if (reading.truePeak + gain <= target.truePeak) return { filter, gainDb: gain, linear: true };
  return { filter: `${filter},${LIMITER}`, gainDb: gain, linear: false };
}

/** A limited pass: the gain it applied and the integrated loudness the meter read of its result. */
export interface LimitedPass {
  gainDb: number;
  integrated: number;
}

/**
 * The gain of the next pass when a limited master came out under the target: a limiter takes loudness with the
 * peaks, more the more of the loudness is in them (a mix led by its kick drum gains ~0.65 LU a decibel). After one
 * pass, raised by the shortfall; after two, the secant through the last two, where the loudness rose with the gain.
 */
export function nextGainDb(passes: readonly LimitedPass[], target = MASTER_TARGET): number {
  const last = passes[passes.length - 1];
  const shortfall = target.integrated - last.integrated;
  const before = passes[passes.length - 2];
  const slope = before ? (last.integrated - before.integrated) / (last.gainDb - before.gainDb) : 1;
  return last.gainDb + shortfall / (slope > 0.1 && slope <= 1 ? slope : 1);
}
