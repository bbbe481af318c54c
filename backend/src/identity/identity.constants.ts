/** Limits shared by every endpoint that takes account data. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** What a request may carry as a password at all; longer is refused before any hashing. */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;

export const USER_PLANS = ['free', 'pro', 'studio'] as const;
export type UserPlan = (typeof USER_PLANS)[number];

/** Recognisable prefixes, so a leaked token is easy to spot in code, logs or secret scanners. */
export const SESSION_TOKEN_PREFIX = 'ats_';
export const MAGIC_LINK_TOKEN_PREFIX = 'atm_';

export const MAGIC_LINK_TTL_MINUTES = 15;
/** Sign-in links per address per window; more requests are accepted but send nothing. */
export const MAGIC_LINK_MAX_PER_EMAIL = 3;
export const MAGIC_LINK_WINDOW_MINUTES = 15;
export const NEXT_PATH_MAX_LENGTH = 512;

/** last_seen_at is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
