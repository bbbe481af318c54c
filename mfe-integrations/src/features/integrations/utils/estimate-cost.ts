import { type UsageInput, type UsagePrices, type UsageSliderLimits, usageCostUsd } from '../../../lib/usage-pricing';

/** Spec 001 §9: the cost estimator's sliders and prices. */
export const ESTIMATOR_LIMITS = {
  tokens: { min: 0, max: 10_000, step: 100, initial: 1_000 },
  images: { min: 0, max: 100, step: 1, initial: 10 },
  videos: { min: 0, max: 50, step: 1, initial: 2 },
} as const satisfies UsageSliderLimits;

/** $0.002 per 1,000 tokens, $0.02 per image, $0.20 per video. */
const ESTIMATOR_PRICES: UsagePrices = { microUsdPer1000Tokens: 2_000, microUsdPerImage: 20_000, microUsdPerVideo: 200_000 };

/** Monthly estimate in dollars = tokens/1000 × 0.002 + 0.02 × images + 0.2 × videos. */
export function estimateMonthlyCost(input: UsageInput): number {
  return usageCostUsd(ESTIMATOR_PRICES, input);
}
