import { LIMITER_CEILING_DB, MASTER_TARGET, nextGainDb, parseMeterSummary, planLoudness } from './loudness-plan';

/** What ffmpeg 5.1's ebur128 printed at the end of a 2-minute offline mix (4.1 prints the same lines). */
const METER_SUMMARY = `[Parsed_ebur128_0 @ 0x5582] Summary:

  Integrated loudness:
    I:         -10.1 LUFS
    Threshold: -20.2 LUFS

  Loudness range:
    LRA:         2.6 LU
    Threshold: -30.2 LUFS
    LRA low:   -11.6 LUFS
    LRA high:   -9.0 LUFS

  True peak:
    Peak:        0.7 dBFS
`;

describe(parseMeterSummary.name, () => {
  it('reads integrated loudness and true peak from the summary', () => {
    expect(parseMeterSummary(`[Parsed_ebur128_0 @ 0x5582] t: 0.1 M: -20.3 S: -120.7 I: -20.3 LUFS\n${METER_SUMMARY}`)).toEqual({ integrated: -10.1, truePeak: 0.7 });
    expect(parseMeterSummary(METER_SUMMARY.replace('-10.1 LUFS', '-70.0 LUFS').replace('0.7 dBFS', '-inf dBFS'))).toEqual({ integrated: -70, truePeak: -Infinity });
  });

  it('refuses output without a summary', () => {
    expect(() => parseMeterSummary('t: 0.1 M: -20.3 S: -120.7 I: -20.3 LUFS')).toThrow('no loudness summary');
  });
});

describe(planLoudness.name, () => {
  it('aims under −1 dBTP at −14 LUFS, limiting sample peaks a decibel under that', () => {
    expect(MASTER_TARGET.integrated).toBe(-14);
    expect(MASTER_TARGET.truePeak).toBeLessThan(-1);
    expect(LIMITER_CEILING_DB).toBe(-2.5);
  });

  it('is the one gain to −14 LUFS when the peaks then stay under the ceiling', () => {
    expect(planLoudness(parseMeterSummary(METER_SUMMARY))).toEqual({ filter: 'volume=-3.9dB', gainDb: -3.9, linear: true });
    // Raising a quiet mix is one gain too, while its peaks stay under −1.5 dBTP.
    expect(planLoudness({ integrated: -24, truePeak: -12 })).toEqual({ filter: 'volume=10dB', gainDb: 10, linear: true });
  });

  it('limits the peaks under the ceiling where the gain would push them over it', () => {
    const limiter = 'apad=pad_len=219,alimiter=limit=0.7499:attack=5:release=50:level=false,atrim=start_sample=219,asetpts=PTS-STARTPTS';
    expect(planLoudness({ integrated: -20, truePeak: -4 })).toEqual({ filter: `volume=6dB,${limiter}`, gainDb: 6, linear: false });
    expect(planLoudness({ integrated: -14.05, truePeak: -1.4 })).toEqual({ filter: `volume=0.05dB,${limiter}`, gainDb: 0.05, linear: false });
    // A later pass's gain.
    expect(planLoudness({ integrated: -20, truePeak: -4 }, MASTER_TARGET, 6.8)).toEqual({ filter: `volume=6.8dB,${limiter}`, gainDb: 6.8, linear: false });
  });

  it('leaves a mix with nothing above the gate as it is', () => {
    expect(planLoudness({ integrated: -70, truePeak: -Infinity })).toEqual({ filter: 'anull', gainDb: 0, linear: true });
    expect(planLoudness({ integrated: -Infinity, truePeak: -Infinity })).toEqual({ filter: 'anull', gainDb: 0, linear: true });
  });
});

describe(nextGainDb.name, () => {
  it('raises a limited master by its shortfall after one pass', () => {
    expect(nextGainDb([{ gainDb: 7.3, integrated: -16.9 }])).toBeCloseTo(10.2);
  });

  it('follows the secant through the last two passes', () => {
    // 2.9 dB more gave 1.9 LU more: 0.655 LU a decibel, so the last 1 LU needs ~1.53 dB.
    expect(nextGainDb([{ gainDb: 7.3, integrated: -16.9 }, { gainDb: 10.2, integrated: -15 }])).toBeCloseTo(11.73, 2);
  });

  it('falls back to the shortfall where the loudness did not rise with the gain', () => {
    expect(nextGainDb([{ gainDb: 2, integrated: -16 }, { gainDb: 4, integrated: -16 }])).toBeCloseTo(6);
    expect(nextGainDb([{ gainDb: 2, integrated: -16 }, { gainDb: 4, integrated: -16.5 }])).toBeCloseTo(6.5);
  });
});
