/** Spec 001 §9: the cost estimator's sliders and prices. */
export const ESTIMATOR_LIMITS = {
  tokens: { min: 0, max: 10_000, step: 100, initial: 1_000 },
  images: { min: 0, max: 100, step: 1, initial: 10 },
  videos: { min: 0, max: 50, step: 1, initial: 2 },
} as const;

export interface EstimatorInput {
  tokens: number;
  images: number;
  videos: number;
}

// Prices in millionths of a dollar, so sums are exact integers: $0.002 per 1,000 tokens, $0.02 per image, $0.20 per video.
const MICRO_USD_PER_TOKEN = 2;
const MICRO_USD_PER_IMAGE = 20_000;
const MICRO_USD_PER_VIDEO = 200_000;

/** Monthly estimate in dollars = tokens/1000 × 0.002 + 0.02 × images + 0.2 × videos. */
export function estimateMonthlyCost({ tokens, images, videos }: EstimatorInput): number {
  return (tokens * MICRO_USD_PER_TOKEN + images * MICRO_USD_PER_IMAGE + videos * MICRO_USD_PER_VIDEO) / 1_000_000;
}
