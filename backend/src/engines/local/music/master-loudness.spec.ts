import * as path from 'node:path';
import { makeTempDir } from '../../../../test/support/temp-dir';
import { scaled } from '../../../../test/support/time-factor';
import { ffmpegBuilds } from '../../../../test/engines/ffmpeg-support';
import { describeFfmpeg, probeFfmpeg } from '../find-ffmpeg';
import { runProcess } from '../run-process';
import { readFileSync } from 'node:fs';
import { parseMeterSummary } from './loudness-plan';
import { masterLoudness, truePeakCorrectionDb } from './master-loudness';
import { decodeWav } from './wav-file';

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

    // Lowered to the target, its peaks would still pass the ceiling: the gain goes through the limiter.
    expect(plan.linear).toBe(false);
    expect(filtersRun().filter((filter) => filter.includes('alimiter='))).toHaveLength(1);
    expect(filtersRun().some((filter) => filter.includes('loudnorm'))).toBe(false);
    const measured = await meter(master);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(Math.abs(measured.integrated - -14)).toBeLessThanOrEqual(1);
  }, scaled(60_000));

  it('makes a heavily limited master again, raised by the loudness the limiter took, so it still reaches −14 LUFS', async () => {
    // A pad under a kick drum twice a second, the kick most of the loudness: 7 dB of gain to reach −14 LUFS, which
    // the kicks cannot take; the limiter that holds them takes ~2.5 LU with them.
    const { mix, master } = await mixOf("aevalsrc='0.06*sin(2*PI*220*t)+0.04*sin(2*PI*330*t)+0.9*exp(-30*mod(t,0.5))*sin(2*PI*60*t)':s=44100:d=12");

    const plan = await masterLoudness(mix, master);

    expect(plan.linear).toBe(false);
    const gains = filtersRun()
      .filter((filter) => filter.includes('alimiter='))
      .map((filter) => Number(/volume=([-\d.]+)dB/.exec(filter)![1]));
    expect(gains.length).toBeGreaterThan(1);
    expect(gains).toEqual([...gains].sort((a, b) => a - b));
    const measured = await meter(master);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(Math.abs(measured.integrated - -14)).toBeLessThanOrEqual(0.5);
  }, scaled(60_000));

  it.each(ffmpegBuilds().filter((build) => build.present))('gives a limited master back aligned to the frame with its mix, and as long, with the $source ffmpeg', async ({ env }) => {
    // Full-scale bursts four times a second over a quiet tone: the limiter holds every burst, and must not move them.
    const { mix, master } = await mixOf("aevalsrc='0.05*sin(2*PI*200*t)+if(lt(mod(n,11025),400),0.99*sin(2*PI*n/40),0)':s=44100:d=4");

    const plan = await masterLoudness(mix, master, { ffmpegPath: (await probeFfmpeg(env)).path });

    expect(plan.linear).toBe(false);
    const before = decodeWav(readFileSync(mix));
    const after = decodeWav(readFileSync(master));
    expect(after.frames).toBe(before.frames);
    // The shift that lines the master up best with the mix, within the limiter's look-ahead and more: none.
    const lineUp = (shift: number) => {
      let sum = 0;
      for (let i = Math.max(0, -shift); i < before.frames && i + shift < after.frames; i += 1) sum += before.channels[0][i] * after.channels[0][i + shift];
      return sum;
    };
    const shifts = Array.from({ length: 601 }, (_, index) => index - 300);
    const scores = shifts.map(lineUp);
    expect(shifts[scores.indexOf(Math.max(...scores))]).toBe(0);
  }, scaled(60_000));

  it('leaves a silent mix silent', async () => {
    const { mix, master } = await mixOf('anullsrc=r=44100:cl=stereo:d=5');

    const plan = await masterLoudness(mix, master);

    expect(plan).toEqual({ filter: 'anull', gainDb: 0, linear: true });
    expect((await meter(master)).truePeak).toBe(-Infinity);
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
