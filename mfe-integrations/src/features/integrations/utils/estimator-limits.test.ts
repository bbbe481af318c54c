import { ESTIMATOR_LIMITS } from './estimator-limits';

describe('ESTIMATOR_LIMITS', () => {
  it('uses the spec limits: tokens 0–10000 step 100 (1000), images 0–100 (10), videos 0–50 (2)', () => {
    expect(ESTIMATOR_LIMITS).toEqual({
      tokens: { min: 0, max: 10_000, step: 100, initial: 1_000 },
      images: { min: 0, max: 100, step: 1, initial: 10 },
      videos: { min: 0, max: 50, step: 1, initial: 2 },
    });
  });
});
