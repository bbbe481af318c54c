import { PRICES as prices } from '../../../test/prices';
import { CALCULATOR_LIMITS, calculatorCost } from './calculator-cost';

describe(calculatorCost.name, () => {
  it('is tokens/1000 × 0.002 + images × 0.04 + videos × 0.3, at the served prices', () => {
    expect(calculatorCost(prices.demo_calculator, { tokens: 10_000, images: 20, videos: 5 })).toBeCloseTo(2.32, 10);
    expect(calculatorCost(prices.demo_calculator, { tokens: 100_000, images: 100, videos: 50 })).toBeCloseTo(19.2, 10);
    expect(calculatorCost(prices.demo_calculator, { tokens: 1_000, images: 0, videos: 0 })).toBeCloseTo(0.002, 10);
  });

  it('uses the spec limits and the served 70% margin claim', () => {
    expect(CALCULATOR_LIMITS).toEqual({
      tokens: { min: 1_000, max: 100_000, step: 1_000, initial: 10_000 },
      images: { min: 0, max: 100, step: 1, initial: 20 },
      videos: { min: 0, max: 50, step: 1, initial: 5 },
    });
    expect(prices.demo_calculator.margin_percent).toBe(70);
  });
});
