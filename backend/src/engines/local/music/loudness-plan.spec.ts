import { MASTER_TARGET, parseLoudnorm, planLoudness } from './loudness-plan';

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
