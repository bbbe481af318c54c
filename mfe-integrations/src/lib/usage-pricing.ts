import { useState } from 'react';

/** What the estimators price: a month of text tokens, images and videos. */
export interface UsageInput {
  tokens: number;
  images: number;
  videos: number;
}

export type UsageSliderLimits = Record<keyof UsageInput, { min: number; max: number; step: number; initial: number }>;

/** Prices in millionths of a dollar, so sums are exact integers and round as written. */
export interface UsagePrices {
  microUsdPer1000Tokens: number;
  microUsdPerImage: number;
  microUsdPerVideo: number;
}

export function usageCostUsd(prices: UsagePrices, { tokens, images, videos }: UsageInput): number {
  const micro = (tokens * prices.microUsdPer1000Tokens) / 1000 + images * prices.microUsdPerImage + videos * prices.microUsdPerVideo;
  return Math.round(micro) / 1_000_000;
}

/** The three sliders' values, starting at their defaults, and a setter per field. */
export function useUsageSliders(limits: UsageSliderLimits) {
  const [input, setInput] = useState<UsageInput>({
    tokens: limits.tokens.initial,
    images: limits.images.initial,
    videos: limits.videos.initial,
  });
  const set = (field: keyof UsageInput) => (value: number) => setInput((current) => ({ ...current, [field]: value }));
  return { input, set };
}
