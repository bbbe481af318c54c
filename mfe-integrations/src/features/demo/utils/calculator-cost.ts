/** Spec 000 §9: the demo's pricing calculator. */
export const CALCULATOR_LIMITS = {
  tokens: { min: 1_000, max: 100_000, step: 1_000, initial: 10_000 },
  images: { min: 0, max: 100, step: 1, initial: 20 },
  videos: { min: 0, max: 50, step: 1, initial: 5 },
} as const;

export const MARGIN_PERCENT = 70;

export interface CalculatorInput {
  tokens: number;
  images: number;
  videos: number;
}

// Millionths of a dollar keep the sum exact: $0.002 per 1,000 tokens, $0.04 per image, $0.30 per video.
const MICRO_USD_PER_TOKEN = 2;
const MICRO_USD_PER_IMAGE = 40_000;
const MICRO_USD_PER_VIDEO = 300_000;

/** Estimated monthly cost in dollars = tokens/1000 × 0.002 + images × 0.04 + videos × 0.3. */
export function calculatorCost({ tokens, images, videos }: CalculatorInput): number {
  return (tokens * MICRO_USD_PER_TOKEN + images * MICRO_USD_PER_IMAGE + videos * MICRO_USD_PER_VIDEO) / 1_000_000;
}
