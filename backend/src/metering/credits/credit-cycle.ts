/**
 * Monthly cycles on each account's own anchor (the moment it first used credits) and the rollover rule.
 * Pure, so the calendar edge cases are unit-tested; the ledger applies what these decide.
 */

/** `anchor` plus `months`, on the anchor's day of the month or the month's last day (Jan 31 → Feb 28 → Mar 31), UTC. */
export function addMonthsUtc(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * Grants recorded when several cycles passed unseen: from any balance, two capped grants already reach the
 * cap (min(b + a, 2a) + a ≥ 2a), so older missed cycles would be granted and expired in full; only the
 * last two are written, and the balance is exactly what granting every one would give.
 */
export const MAX_CATCH_UP_GRANTS = 2;

export interface DueCycles {
  /** Cycle indexes to grant now, oldest first (at most MAX_CATCH_UP_GRANTS). */
  grants: number[];
  /** The newest cycle that has started. */
  lastIndex: number;
  nextGrantAt: Date;
}

/** Cycles that started after `lastIndex` by `now` (cycle k starts at anchor + k months). */
export function dueCycles(anchor: Date, lastIndex: number, now: Date): DueCycles {
  let index = lastIndex + 1;
  // Whole years first, so an account unseen for years costs a few steps, not hundreds.
  while (addMonthsUtc(anchor, index + 12) <= now) index += 12;
  const due: number[] = [];
  for (let k = Math.max(lastIndex + 1, index - MAX_CATCH_UP_GRANTS); addMonthsUtc(anchor, k) <= now; k += 1) due.push(k);
  const last = due.length ? due[due.length - 1] : lastIndex;
  return { grants: due.slice(-MAX_CATCH_UP_GRANTS), lastIndex: last, nextGrantAt: addMonthsUtc(anchor, last + 1) };
}

export interface RolloverInput {
  /** Credits spendable now (grants minus charges, expiries and holds). */
  available: number;
  /** Credits on hold for generations still running; they may come back as refunds. */
  held: number;
  allocation: number;
  cap: number;
}

/**
 * How much of the balance expires when `allocation` is granted: whatever would take the balance,
 * holds included, past the cap. Expiry takes the oldest credits first, and never more than is spendable.
 */
export function expiryOnGrant({ available, held, allocation, cap }: RolloverInput): number {
  const over = available + held + allocation - cap;
  return Math.max(0, Math.min(over, available + allocation));
}

export interface GrantRemaining {
  /** Credits granted before this grant (its place in the FIFO order). */
  position: number;
  amount: number;
}

/**
 * What is left of a grant when `debited` credits (charges, expiries, minus refunds) have been taken oldest
 * grant first: the debits fill grants in the order they were made.
 */
export function remainingOfGrant(grant: GrantRemaining, debited: number): number {
  return Math.max(0, Math.min(grant.amount, grant.position + grant.amount - debited));
}
