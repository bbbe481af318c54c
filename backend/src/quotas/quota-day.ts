/** Quotas reset at midnight UTC; the counter row of `now` is keyed by this date. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole seconds until the next UTC midnight (at least 1), for Retry-After. */
export function secondsUntilNextUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}
