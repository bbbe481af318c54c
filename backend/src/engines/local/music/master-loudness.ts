import { rename, rm } from 'node:fs/promises';
import { EngineError } from '../../engine-error';
import { describeFfmpeg } from '../find-ffmpeg';
import { runProcess } from '../run-process';
import { SAMPLE_RATE } from './dsp';
import { type LoudnessPlan, MASTER_TARGET, linearPlan, parseLoudnorm, parseMeterSummary, planLoudness } from './loudness-plan';

export interface MasterOptions {
  signal?: AbortSignal;
}

/** ffmpeg's EBU R128 meter with true peaks; its 10-a-second frame lines go to the verbose log, its summary to stderr. */
const METER = 'ebur128=peak=true:framelog=verbose';

/** The highest true peak a master may keep before the check below lowers it (dBTP): the target's, with a little room. */
const TRUE_PEAK_CHECK = MASTER_TARGET.truePeak + 0.2;

/** The gain (dB) that brings a master's measured true peak back to the target's ceiling; null when it is under the check. */
export function truePeakCorrectionDb(truePeak: number): number | null {
  return truePeak <= TRUE_PEAK_CHECK ? null : Math.round((MASTER_TARGET.truePeak - truePeak) * 100) / 100;
}

/**
 * Masters a mix WAV to −14 LUFS integrated, true peak under −1 dBTP, into `output` (16-bit WAV at the mix's
 * rate): ffmpeg's EBU R128 meter measures the whole file, and where one gain does it (the peaks stay under the
 * ceiling) a second pass applies that gain. Otherwise loudnorm measures the file as well (its dynamic mode takes
 * the offset of its own first pass) and limits the peaks in the second pass. The meter costs a seventh of the CPU
 * of loudnorm's measuring pass, which works at 192 kHz (0.45 against 3.1 s for a 2-minute mix). loudnorm's
 * limiter can still leave a true peak above its ceiling (measured: −0.7 dBTP for a −1.5 target), and the ceiling
 * is the rule a master must keep: so the result's true peak is measured, and a master past it is lowered by the
 * difference (its loudness by as much, a few tenths of a decibel). Both the system ffmpeg and the npm 4.1 build
 * have loudnorm and ebur128.
 */
export async function masterLoudness(input: string, output: string, options: MasterOptions = {}): Promise<LoudnessPlan> {
  let ffmpeg: string;
  try {
    ffmpeg = (await describeFfmpeg()).path;
  } catch (error) {
    throw new EngineError('unavailable', 'Mastering the mix needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
  }
  const measure = (filter: string, file: string) => runProcess(ffmpeg, ['-hide_banner', '-nostats', '-i', file, '-af', filter, '-f', 'null', '-'], { signal: options.signal });
  const plan =
    linearPlan(parseMeterSummary(await measure(METER, input))) ??
    planLoudness(parseLoudnorm(await measure(`loudnorm=I=${MASTER_TARGET.integrated}:TP=${MASTER_TARGET.truePeak}:LRA=11:print_format=json`, input)));
  const normalised = `${output}.normalised.wav`;
  const toWav = (from: string, filter: string, to: string) =>
    runProcess(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', from, '-af', filter, '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', to], {
      signal: options.signal,
    });
  try {
    // loudnorm works at 192 kHz inside; the master comes back at the mix's rate.
    await toWav(input, plan.filter, normalised);
    const metered = await measure(METER, normalised);
    const correction = truePeakCorrectionDb(parseMeterSummary(metered).truePeak);
    if (correction === null) await rename(normalised, output);
    else await toWav(normalised, `volume=${correction}dB`, output);
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  } finally {
    await rm(normalised, { force: true });
  }
  return plan;
}
