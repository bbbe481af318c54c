/** API usage is metered per calendar month in UTC; the row of `now` is keyed by its first day. */
export function usagePeriod(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export function nextPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Whole seconds until the next month starts (at least 1), for Retry-After. */
export function secondsUntilNextPeriod(now: Date): number {
  return Math.max(1, Math.ceil((nextPeriodStart(now).getTime() - now.getTime()) / 1000));
}

export interface UsageCounts {
  tokens: number;
  images: number;
  videos: number;
}

/** Spec 001 §9 prices: $0.002 per 1,000 tokens, $0.02 per image, $0.20 per video; to a millionth of a dollar (one token costs $0.000002). */
export function usageCostUsd(usage: UsageCounts): number {
  const cost = (usage.tokens / 1000) * 0.002 + usage.images * 0.02 + usage.videos * 0.2;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
