import { PRICES as prices } from '../../../test/prices';
import { CALCULATOR_LIMITS } from './calculator-limits';

describe('CALCULATOR_LIMITS', () => {
  it('uses the spec limits and the served 70% margin claim', () => {
    expect(CALCULATOR_LIMITS).toEqual({
      tokens: { min: 1_000, max: 100_000, step: 1_000, initial: 10_000 },
      images: { min: 0, max: 100, step: 1, initial: 20 },
      videos: { min: 0, max: 50, step: 1, initial: 5 },
    });
    expect(prices.demo_calculator.margin_percent).toBe(70);
  });
});
