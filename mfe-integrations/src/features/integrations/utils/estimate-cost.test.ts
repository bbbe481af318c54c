import { PRICES as prices } from '../../../test/prices';
import { ESTIMATOR_LIMITS, estimateMonthlyCost } from './estimate-cost';

describe(estimateMonthlyCost.name, () => {
  it('is tokens/1000 × 0.002 + 0.02 per image + 0.2 per video, at the served prices', () => {
    expect(estimateMonthlyCost(prices.api, { tokens: 1000, images: 10, videos: 2 })).toBeCloseTo(0.602, 10);
    expect(estimateMonthlyCost(prices.api, { tokens: 10_000, images: 100, videos: 50 })).toBeCloseTo(12.02, 10);
    expect(estimateMonthlyCost(prices.api, { tokens: 0, images: 0, videos: 0 })).toBe(0);
    expect(estimateMonthlyCost(prices.api, { tokens: 2_500, images: 0, videos: 0 })).toBeCloseTo(0.005, 10);
  });

  it('uses the spec limits: tokens 0–10000 step 100 (1000), images 0–100 (10), videos 0–50 (2)', () => {
    expect(ESTIMATOR_LIMITS).toEqual({
      tokens: { min: 0, max: 10_000, step: 100, initial: 1_000 },
      images: { min: 0, max: 100, step: 1, initial: 10 },
      videos: { min: 0, max: 50, step: 1, initial: 2 },
    });
  });
});
