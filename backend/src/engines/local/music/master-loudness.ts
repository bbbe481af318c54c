import { rename, rm } from 'node:fs/promises';
import { EngineError } from '../../engine-error';
import { describeFfmpeg } from '../find-ffmpeg';
import { runProcess } from '../run-process';
import { SAMPLE_RATE } from './dsp';
import { type LimitedPass, type LoudnessPlan, MASTER_TARGET, nextGainDb, parseMeterSummary, planLoudness } from './loudness-plan';

export interface MasterOptions {
  signal?: AbortSignal;
  /** Another ffmpeg than the process's (tests run the chain on both builds). */
  ffmpegPath?: string;
}

/** ffmpeg's EBU R128 meter with true peaks; its 10-a-second frame lines go to the verbose log, its summary to stderr. */
const METER = 'ebur128=peak=true:framelog=verbose';

/** The highest true peak a master may keep before the check below lowers it (dBTP): the target's, with a little room. */
const TRUE_PEAK_CHECK = MASTER_TARGET.truePeak + 0.2;

/** The gain (dB) that brings a master's measured true peak back to the target's ceiling; null when it is under the check. */
export function truePeakCorrectionDb(truePeak: number): number | null {
  return truePeak <= TRUE_PEAK_CHECK ? null : Math.round((MASTER_TARGET.truePeak - truePeak) * 100) / 100;
}

/** How far under the target a limited master may end before it is made again, raised (LU). */
const LOUDNESS_TOLERANCE = 0.5;
/** Passes of the gain and limiter at most: each costs ~0.7 s of ffmpeg's CPU for a 2-minute mix, the meter included. */
const MAX_PASSES = 3;

/**
 * Masters a mix WAV to −14 LUFS integrated, true peak under −1 dBTP, into `output` (16-bit WAV at the mix's
 * rate): ffmpeg's EBU R128 meter measures the whole file, and one pass applies the gain that reaches the target,
 * through a look-ahead limiter where the gain alone would push the peaks past the ceiling (loudness-plan.ts). The
 * result is measured again: a limiter that took more than half a decibel of loudness with the peaks is run again
 * from the mix, raised by what it took (up to three passes, `nextGainDb`); and since the limiter holds sample
 * peaks, a true peak between samples can still pass the ceiling (a square wave's edges), so a master past it is
 * lowered by the difference (its loudness by as much, a few tenths of a decibel). Both the system ffmpeg and the
 * npm 4.1 build have ebur128 and alimiter.
 */
export async function masterLoudness(input: string, output: string, options: MasterOptions = {}): Promise<LoudnessPlan> {
  let ffmpeg: string;
  try {
    ffmpeg = options.ffmpegPath ?? (await describeFfmpeg()).path;
  } catch (error) {
    throw new EngineError('unavailable', 'Mastering the mix needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
  }
  const meter = async (file: string) =>
    parseMeterSummary(await runProcess(ffmpeg, ['-hide_banner', '-nostats', '-i', file, '-af', METER, '-f', 'null', '-'], { signal: options.signal }));
  const toWav = (from: string, filter: string, to: string) =>
    runProcess(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', from, '-af', filter, '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', to], {
      signal: options.signal,
    });
  const normalised = `${output}.normalised.wav`;
  try {
    const mix = await meter(input);
    let plan = planLoudness(mix);
    await toWav(input, plan.filter, normalised);
    let master = await meter(normalised);
    const passes: LimitedPass[] = [{ gainDb: plan.gainDb, integrated: master.integrated }];
    while (!plan.linear && MASTER_TARGET.integrated - master.integrated > LOUDNESS_TOLERANCE && passes.length < MAX_PASSES) {
      plan = planLoudness(mix, MASTER_TARGET, nextGainDb(passes));
      await toWav(input, plan.filter, normalised);
      master = await meter(normalised);
      passes.push({ gainDb: plan.gainDb, integrated: master.integrated });
    }
    const correction = truePeakCorrectionDb(master.truePeak);
    if (correction === null) await rename(normalised, output);
    else await toWav(normalised, `volume=${correction}dB`, output);
    return plan;
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  } finally {
    await rm(normalised, { force: true });
  }
}
