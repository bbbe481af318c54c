/** Monthly API usage of one account. */
export interface UsageCounts {
  tokens: number;
  images: number;
  videos: number;
}

/** Dollar prices per unit of usage. */
export interface UnitPrices {
  per1000Tokens: number;
  perImage: number;
  perVideo: number;
}

/** What API usage costs (spec 001 §9): $0.002 per 1,000 tokens, $0.02 per image, $0.20 per video. */
export const API_PRICES: UnitPrices = { per1000Tokens: 0.002, perImage: 0.02, perVideo: 0.2 };

/**
 * The public demo's "Live Pricing Calculator" (spec 000 §9): tokens/1000 × 0.002 + images × 0.04 +
 * videos × 0.3 — the price a WordPress site owner would pass on, with the spec's 70% margin claim.
 */
export const DEMO_CALCULATOR_PRICES: UnitPrices = { per1000Tokens: 0.002, perImage: 0.04, perVideo: 0.3 };
export const DEMO_CALCULATOR_MARGIN_PERCENT = 70;

/** The public demo key, per visitor (IPv4 address or IPv6 /64) and UTC day. */
export const DEMO_DAILY_LIMITS = { text: 20, photo: 5, video: 2 } as const;

/** Cost of `usage` at `prices`, to a millionth of a dollar (one token costs $0.000002). */
export function usageCostUsd(usage: UsageCounts, prices: UnitPrices = API_PRICES): number {
  const cost = (usage.tokens / 1000) * prices.per1000Tokens + usage.images * prices.perImage + usage.videos * prices.perVideo;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
