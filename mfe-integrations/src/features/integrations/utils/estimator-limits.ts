import type { UsageSliderLimits } from '../../../lib/usage-pricing';

/** Spec 001 §9: the cost estimator's sliders; its prices come from GET /api/billing/prices (`api`). */
export const ESTIMATOR_LIMITS = {
  tokens: { min: 0, max: 10_000, step: 100, initial: 1_000 },
  images: { min: 0, max: 100, step: 1, initial: 10 },
  videos: { min: 0, max: 50, step: 1, initial: 2 },
} as const satisfies UsageSliderLimits;
