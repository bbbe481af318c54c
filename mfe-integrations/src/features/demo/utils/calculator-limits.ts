import type { UsageSliderLimits } from '../../../lib/usage-pricing';

/** Spec 000 §9: the demo calculator's sliders; its prices and margin come from GET /api/billing/prices (`demo_calculator`). */
export const CALCULATOR_LIMITS = {
  tokens: { min: 1_000, max: 100_000, step: 1_000, initial: 10_000 },
  images: { min: 0, max: 100, step: 1, initial: 20 },
  videos: { min: 0, max: 50, step: 1, initial: 5 },
} as const satisfies UsageSliderLimits;
