import { MASTER_TARGET, linearPlan, parseLoudnorm, parseMeterSummary, planLoudness } from './loudness-plan';

const REPORT = `[Parsed_loudnorm_0 @ 0x55] 
{
	"input_i" : "-10.20",
	"input_tp" : "1.00",
	"input_lra" : "4.30",
	"input_thresh" : "-20.41",
	"output_i" : "-14.02",
	"output_tp" : "-1.50",
	"output_lra" : "4.10",
	"output_thresh" : "-24.20",
	"normalization_type" : "dynamic",
	"target_offset" : "0.02"
}
`;

describe(planLoudness.name, () => {
  it('brings a hot mix down to −14 LUFS with one gain when its peaks then sit under the ceiling', () => {
    const plan = planLoudness(parseLoudnorm(REPORT));

    expect(plan.gainDb).toBe(-3.8);
    expect(plan.linear).toBe(true);
    // What loudnorm's linear mode would do, without its 192 kHz pass.
    expect(plan.filter).toBe('volume=-3.8dB');
  });

  it('limits the true peaks where the gain would push them over the ceiling', () => {
    const quiet = { ...parseLoudnorm(REPORT), input_i: '-20.00', input_tp: '-4.00' };
    const plan = planLoudness(quiet);

    expect(plan.gainDb).toBe(6);
    expect(plan.linear).toBe(false);
    expect(plan.filter).toBe(
      'loudnorm=I=-14:TP=-1.5:LRA=7:measured_I=-20.00:measured_TP=-4.00:measured_LRA=4.30:measured_thresh=-20.41:offset=0.02:linear=true:print_format=summary',
    );
  });

  it('sets the loudness-range target over the measured range, within what ffmpeg takes', () => {
    const quiet = { ...parseLoudnorm(REPORT), input_i: '-20.00', input_tp: '-4.00' };
    expect(planLoudness({ ...quiet, input_lra: '12.40' }).filter).toContain(':LRA=14:');
    expect(planLoudness({ ...quiet, input_lra: '31.00' }).filter).toContain(':LRA=20:');
  });

  it('aims under −1 dBTP at −14 LUFS', () => {
    expect(MASTER_TARGET.integrated).toBe(-14);
    expect(MASTER_TARGET.truePeak).toBeLessThan(-1);
  });
});

describe(parseLoudnorm.name, () => {
  it('refuses output without a complete measurement', () => {
    expect(() => parseLoudnorm('no json here')).toThrow('no loudnorm measurement');
    expect(() => parseLoudnorm('{ "input_i" : "-inf" }')).toThrow('lacks input_i');
  });
});

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
  it('reads integrated loudness, loudness range and true peak from the summary', () => {
    expect(parseMeterSummary(`[Parsed_ebur128_0 @ 0x5582] t: 0.1 M: -20.3 S: -120.7 I: -20.3 LUFS\n${METER_SUMMARY}`)).toEqual({ integrated: -10.1, truePeak: 0.7, range: 2.6 });
    expect(parseMeterSummary(METER_SUMMARY.replace('-10.1 LUFS', '-70.0 LUFS').replace('0.7 dBFS', '-inf dBFS'))).toEqual({ integrated: -70, truePeak: -Infinity, range: 2.6 });
  });

  it('refuses output without a summary', () => {
    expect(() => parseMeterSummary('t: 0.1 M: -20.3 S: -120.7 I: -20.3 LUFS')).toThrow('no loudness summary');
  });
});

describe(linearPlan.name, () => {
  it('is the one gain to −14 LUFS when the peaks then stay under the ceiling', () => {
    expect(linearPlan(parseMeterSummary(METER_SUMMARY))).toEqual({ filter: 'volume=-3.9dB', gainDb: -3.9, linear: true });
    // Raising a quiet mix is one gain too, while its peaks stay under −1.5 dBTP.
    expect(linearPlan({ integrated: -24, truePeak: -12, range: 6 })).toEqual({ filter: 'volume=10dB', gainDb: 10, linear: true });
  });

  it('is none where the gain would push the peaks over the ceiling, the range is past 20 LU, or nothing passes the gate', () => {
    expect(linearPlan({ integrated: -20, truePeak: -4, range: 4 })).toBeNull();
    expect(linearPlan({ integrated: -14.05, truePeak: -1.4, range: 4 })).toBeNull();
    expect(linearPlan({ integrated: -20, truePeak: -12, range: 21 })).toBeNull();
    expect(linearPlan({ integrated: -70, truePeak: -Infinity, range: 0 })).toBeNull();
    expect(linearPlan({ integrated: -Infinity, truePeak: -Infinity, range: 0 })).toBeNull();
  });

  it('decides as planLoudness does on loudnorm\'s own measurement', () => {
    const measured = parseLoudnorm(REPORT);
    expect(linearPlan({ integrated: Number(measured.input_i), truePeak: Number(measured.input_tp), range: Number(measured.input_lra) })).toEqual(planLoudness(measured));
  });
});
