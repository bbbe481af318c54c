import { rm } from 'node:fs/promises';
import { EngineError } from '../../engine-error';
import { describeFfmpeg } from '../find-ffmpeg';
import { runProcess } from '../run-process';
import { SAMPLE_RATE } from './dsp';
import { type LoudnessPlan, MASTER_TARGET, parseLoudnorm, planLoudness } from './loudness-plan';

export interface MasterOptions {
  signal?: AbortSignal;
}

/**
 * Masters a mix WAV to −14 LUFS integrated, true peak under −1 dBTP, into `output` (16-bit WAV at the
 * mix's rate): ffmpeg's loudnorm measures the whole file, then a second pass applies the measured
 * correction (one gain where it can). Both the system ffmpeg and the npm 4.1 build have loudnorm.
 */
export async function masterLoudness(input: string, output: string, options: MasterOptions = {}): Promise<LoudnessPlan> {
  let ffmpeg: string;
  try {
    ffmpeg = (await describeFfmpeg()).path;
  } catch (error) {
    throw new EngineError('unavailable', 'Mastering the mix needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
  }
  const measuring = `loudnorm=I=${MASTER_TARGET.integrated}:TP=${MASTER_TARGET.truePeak}:LRA=11:print_format=json`;
  const report = await runProcess(ffmpeg, ['-hide_banner', '-nostats', '-i', input, '-af', measuring, '-f', 'null', '-'], { signal: options.signal });
  const plan = planLoudness(parseLoudnorm(report));
  try {
    // loudnorm works at 192 kHz inside; the master comes back at the mix's rate.
    await runProcess(
      ffmpeg,
      ['-hide_banner', '-loglevel', 'error', '-y', '-i', input, '-af', plan.filter, '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', output],
      { signal: options.signal },
    );
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
  return plan;
}
