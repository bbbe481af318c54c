export type LimitState = 'ok' | 'near' | 'over';

/** How close a count is to its limit: "near" from 90 %, "over" past it, for a counter that warns before the server refuses. */
export function limitState(count: number, max: number): LimitState {
  if (count > max) return 'over';
  return count >= max * 0.9 ? 'near' : 'ok';
}

const number = new Intl.NumberFormat('en-US');

/** "7,950 / 8,000". */
export function formatCount(count: number, max: number): string {
  return `${number.format(count)} / ${number.format(max)}`;
}
