import { type UsageInput, type UsagePrices, type UsageSliderLimits, usageCostUsd } from '../../../lib/usage-pricing';

/** Spec 000 §9: the demo's pricing calculator. */
export const CALCULATOR_LIMITS = {
  tokens: { min: 1_000, max: 100_000, step: 1_000, initial: 10_000 },
  images: { min: 0, max: 100, step: 1, initial: 20 },
  videos: { min: 0, max: 50, step: 1, initial: 5 },
} as const satisfies UsageSliderLimits;

export const MARGIN_PERCENT = 70;

/** $0.002 per 1,000 tokens, $0.04 per image, $0.30 per video. */
const CALCULATOR_PRICES: UsagePrices = { microUsdPer1000Tokens: 2_000, microUsdPerImage: 40_000, microUsdPerVideo: 300_000 };

/** Estimated monthly cost in dollars = tokens/1000 × 0.002 + images × 0.04 + videos × 0.3. */
export function calculatorCost(input: UsageInput): number {
  return usageCostUsd(CALCULATOR_PRICES, input);
}
