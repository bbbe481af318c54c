import { DEMO_CALCULATOR_PRICES, usageCostUsd } from './api-prices';

describe(usageCostUsd.name, () => {
  it('prices API usage with the estimator formula of spec 001 §9', () => {
    expect(usageCostUsd({ tokens: 1000, images: 10, videos: 2 })).toBe(0.602);
    expect(usageCostUsd({ tokens: 0, images: 0, videos: 0 })).toBe(0);
    expect(usageCostUsd({ tokens: 150, images: 0, videos: 0 })).toBe(0.0003);
    expect(usageCostUsd({ tokens: 35, images: 1, videos: 0 })).toBe(0.02007);
  });

  it('prices the demo calculator with its own formula (spec 000 §9)', () => {
    expect(usageCostUsd({ tokens: 10_000, images: 20, videos: 5 }, DEMO_CALCULATOR_PRICES)).toBe(2.32);
  });
});
