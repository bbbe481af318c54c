/** Counters reset at 00:00 UTC (daily meters) or on the 1st of the month, UTC (monthly meters). */
export type PeriodKind = 'day' | 'month';

/** The counter row's key for `now`: the first day of its period, as YYYY-MM-DD. */
export function periodStart(kind: PeriodKind, now: Date): string {
  if (kind === 'day') return now.toISOString().slice(0, 10);
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export function nextPeriodStart(kind: PeriodKind, now: Date): Date {
  if (kind === 'day') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Whole seconds until the period resets (at least 1), for Retry-After. */
export function secondsUntilReset(kind: PeriodKind, now: Date): number {
  return Math.max(1, Math.ceil((nextPeriodStart(kind, now).getTime() - now.getTime()) / 1000));
}
