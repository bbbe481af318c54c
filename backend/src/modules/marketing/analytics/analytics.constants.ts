export const EVENT_NAME_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/;
export const META_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const META_MAX_KEYS = 20;
export const META_TEXT_MAX_CHARACTERS = 200;
export const DURATION_MAX_MS = 24 * 60 * 60 * 1000;
export const CREDITS_MAX = 1_000_000_000;
/** A client's clock may be off, but not by decades: earlier or later than these is refused. */
export const TIMESTAMP_MIN = Date.UTC(2000, 0, 1);
export const TIMESTAMP_MAX = Date.UTC(2100, 0, 1);

/** Burst limit per account (or per address for visitors), in each process: a bucket of 60, refilled 1 per second. */
export const BURST_CAPACITY = 60;
export const BURST_REFILL_PER_SECOND = 1;
/** Daily limit per account or address, across every process (a metering counter). */
export const DAILY_EVENTS = 2_000;
/** Events are kept this long, then deleted. */
export const RETENTION_DAYS = 180;
export const SUMMARY_DAYS_MAX = 90;
export const SUMMARY_DAYS_DEFAULT = 14;
