import * as path from 'node:path';
import { makeTempDir } from '../../../../test/support/temp-dir';
import { scaled } from '../../../../test/support/time-factor';
import { describeFfmpeg } from '../find-ffmpeg';
import { runProcess } from '../run-process';
import { masterLoudness, parseTruePeak, truePeakCorrectionDb } from './master-loudness';

/** Integrated loudness and true peak of a file, by ffmpeg's EBU R128 meter. */
async function meter(file: string): Promise<{ integrated: number; truePeak: number }> {
  const { path: ffmpeg } = await describeFfmpeg();
  const stderr = await runProcess(ffmpeg, ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-']);
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(stderr.slice(stderr.lastIndexOf('Summary:')));
  return { integrated: Number(integrated?.[1]), truePeak: parseTruePeak(stderr) };
}

describe('masterLoudness', () => {
  it('reads the true peak from the meter summary', () => {
    const summary = 'Summary:\n\n  Integrated loudness:\n    I:         -14.1 LUFS\n\n  True peak:\n    Peak:       -0.7 dBFS\n';
    expect(parseTruePeak(`t: 0.1 M: -20\n[Parsed_ebur128_0 @ 0x1] ${summary}`)).toBe(-0.7);
    expect(parseTruePeak('Summary:\n  True peak:\n    Peak:       -inf dBFS')).toBe(-Infinity);
    expect(() => parseTruePeak('nothing here')).toThrow('no true peak');
  });

  it('lowers a master whose true peak passed the ceiling by the difference, and leaves one under it alone', () => {
    // Measured once in CI: loudnorm aiming at −1.5 dBTP left −0.7.
    expect(truePeakCorrectionDb(-0.7)).toBe(-0.8);
    expect(truePeakCorrectionDb(0.4)).toBe(-1.9);
    expect(truePeakCorrectionDb(-1.4)).toBeNull();
    expect(truePeakCorrectionDb(-Infinity)).toBeNull();
  });

  it('keeps the true peak under −1 dBTP at −14 LUFS, even for a mix full of edges a limiter overshoots', async () => {
    const { path: ffmpeg } = await describeFfmpeg();
    const folder = makeTempDir('master-loudness');
    const mix = path.join(folder, 'mix.wav');
    // A quiet bed with loud, hard-edged bursts: square waves whose edges peak between samples.
    const source = "aevalsrc='0.05*sin(2*PI*220*t)+if(lt(mod(t,2),0.25),0.9*sgn(sin(2*PI*1500*t)),0)':s=44100:d=12";
    await runProcess(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, '-c:a', 'pcm_s16le', mix]);
    const master = path.join(folder, 'master.wav');

    await masterLoudness(mix, master);

    const measured = await meter(master);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(Math.abs(measured.integrated - -14)).toBeLessThanOrEqual(1);
  }, scaled(60_000));
});
