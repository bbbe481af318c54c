import { SESSION_TOUCH_INTERVAL_MS } from '../identity.constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionPolicy {
  /** Ends this long after the last use. */
  idleMs: number;
  /** Ends this long after sign-in, however much it is used. */
  maxMs: number;
}

export function sessionPolicy(days: { idleDays: number; maxDays: number }): SessionPolicy {
  return { idleMs: days.idleDays * DAY_MS, maxMs: days.maxDays * DAY_MS };
}

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

/** The absolute end stored with a session that starts at `now`. */
export function sessionExpiresAt(now: Date, policy: SessionPolicy): Date {
  return new Date(now.getTime() + policy.maxMs);
}

/** Live until the absolute end and until `idle` has passed since the last use, whichever comes first. */
export function isSessionLive(session: SessionTimes, now: Date, policy: SessionPolicy): boolean {
  const time = now.getTime();
  return time < session.expiresAt.getTime() && time < session.lastSeenAt.getTime() + policy.idleMs;
}

/** The last use is recorded at most once a minute, so a busy client does not write on every request. */
export function shouldRecordUse(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** Sessions last used before this moment have been idle too long. */
export function idleCutoff(now: Date, policy: SessionPolicy): Date {
  return new Date(now.getTime() - policy.idleMs);
}
