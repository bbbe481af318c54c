import { PRICES as prices } from '../test/prices';
import { monthlyCostUsd } from './usage-estimate';

describe(monthlyCostUsd.name, () => {
  it('is tokens/1000 × 0.002 + images × 0.04 + videos × 0.3, at the demo calculator prices', () => {
    expect(monthlyCostUsd(prices.demo_calculator, { tokens: 10_000, images: 20, videos: 5 })).toBeCloseTo(2.32, 10);
    expect(monthlyCostUsd(prices.demo_calculator, { tokens: 100_000, images: 100, videos: 50 })).toBeCloseTo(19.2, 10);
    expect(monthlyCostUsd(prices.demo_calculator, { tokens: 1_000, images: 0, videos: 0 })).toBeCloseTo(0.002, 10);
  });

  it('is tokens/1000 × 0.002 + 0.02 per image + 0.2 per video, at the API prices', () => {
    expect(monthlyCostUsd(prices.api, { tokens: 1000, images: 10, videos: 2 })).toBeCloseTo(0.602, 10);
    expect(monthlyCostUsd(prices.api, { tokens: 10_000, images: 100, videos: 50 })).toBeCloseTo(12.02, 10);
    expect(monthlyCostUsd(prices.api, { tokens: 0, images: 0, videos: 0 })).toBe(0);
    expect(monthlyCostUsd(prices.api, { tokens: 2_500, images: 0, videos: 0 })).toBeCloseTo(0.005, 10);
  });
});
