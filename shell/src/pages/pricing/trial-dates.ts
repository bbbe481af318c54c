const DAY_MS = 24 * 60 * 60 * 1000;
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'March 24, 2026', in the visitor's time zone. */
export function formatTrialDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

/** Whole days until the trial ends, counting a started day as one; 0 once it has ended. */
export function trialDaysLeft(endsAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / DAY_MS));
}

export function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}
