import * as path from 'node:path';
import { makeTempDir } from '../../../../test/support/temp-dir';
import { scaled } from '../../../../test/support/time-factor';
import { describeFfmpeg } from '../find-ffmpeg';
import { runProcess } from '../run-process';
import { parseMeterSummary } from './loudness-plan';
import { masterLoudness, truePeakCorrectionDb } from './master-loudness';

// The real runProcess, watched: which filters a master ran.
jest.mock('../run-process', () => {
  const actual = jest.requireActual<typeof import('../run-process')>('../run-process');
  return { ...actual, runProcess: jest.fn(actual.runProcess) };
});

/** The `-af` filter of every ffmpeg run since the last clear. */
function filtersRun(): string[] {
  return jest.mocked(runProcess).mock.calls.map(([, args]) => args[args.indexOf('-af') + 1]);
}

/** A mix of `source` (an ffmpeg lavfi audio source) as 16-bit WAV in a fresh folder. */
async function mixOf(source: string): Promise<{ mix: string; master: string }> {
  const { path: ffmpeg } = await describeFfmpeg();
  const folder = makeTempDir('master-loudness');
  const mix = path.join(folder, 'mix.wav');
  await runProcess(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, '-c:a', 'pcm_s16le', mix]);
  jest.mocked(runProcess).mockClear();
  return { mix, master: path.join(folder, 'master.wav') };
}

/** Integrated loudness and true peak of a file, by ffmpeg's EBU R128 meter. */
async function meter(file: string): Promise<{ integrated: number; truePeak: number }> {
  const { path: ffmpeg } = await describeFfmpeg();
  const stderr = await runProcess(ffmpeg, ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-']);
  const { integrated, truePeak } = parseMeterSummary(stderr);
  return { integrated, truePeak };
}

describe('masterLoudness', () => {
  it('lowers a master whose true peak passed the ceiling by the difference, and leaves one under it alone', () => {
    // Measured once in CI: loudnorm aiming at −1.5 dBTP left −0.7.
    expect(truePeakCorrectionDb(-0.7)).toBe(-0.8);
    expect(truePeakCorrectionDb(0.4)).toBe(-1.9);
    expect(truePeakCorrectionDb(-1.4)).toBeNull();
    expect(truePeakCorrectionDb(-Infinity)).toBeNull();
  });

  it('keeps the true peak under −1 dBTP at −14 LUFS, even for a mix full of edges a limiter overshoots', async () => {
    // A swelling bass under a hard-edged click twice a second (square waves whose edges peak between samples):
    // peaks far above the loudness, so no one gain reaches −14 LUFS under the ceiling.
    const { mix, master } = await mixOf("aevalsrc='0.25*sin(2*PI*110*t)*(0.6+0.4*sin(2*PI*0.5*t))+if(lt(mod(t,0.5),0.02),0.9*sgn(sin(2*PI*2500*t)),0)':s=44100:d=12");

    const plan = await masterLoudness(mix, master);

    // Raised to the target, its peaks would pass the ceiling: loudnorm measures it too and limits them.
    expect(plan.linear).toBe(false);
    expect(filtersRun().filter((filter) => filter.startsWith('loudnorm='))).toHaveLength(2);
    const measured = await meter(master);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(Math.abs(measured.integrated - -14)).toBeLessThanOrEqual(1);
  }, scaled(60_000));

  it('masters a mix one gain brings to −14 LUFS with the meter and that gain, without loudnorm', async () => {
    const { mix, master } = await mixOf("aevalsrc='0.08*sin(2*PI*220*t)+0.04*sin(2*PI*330*t)*sin(2*PI*0.5*t)':s=44100:d=12");

    const plan = await masterLoudness(mix, master);

    expect(plan).toMatchObject({ linear: true, filter: `volume=${plan.gainDb}dB` });
    expect(plan.gainDb).toBeGreaterThan(0);
    expect(filtersRun().some((filter) => filter.includes('loudnorm'))).toBe(false);
    const measured = await meter(master);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(Math.abs(measured.integrated - -14)).toBeLessThanOrEqual(0.3);
  }, scaled(60_000));
});
