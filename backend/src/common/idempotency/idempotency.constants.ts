/** The key a client sends, as a query parameter or a header (spec 001 §7 sends both for consume). */
export const IDEMPOTENCY_KEY_PARAMETER = 'idempotency_key';
export const IDEMPOTENCY_KEY_HEADER = 'X-Idempotency-Key';
/** Set on every answer that is a stored first answer sent again (Stripe's header). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Printable ASCII without spaces, at most 128 characters (the clients' `prefix_random_timestamp`). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
/** Stripe keeps keys at least 24 hours; a key older than this may be used for a new request. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;
/**
 * A first request still unanswered after this long was cut off (its process died): a retry takes the key
 * over. Longer than any engine's time limit, so a live request is never run twice.
 */
export const IDEMPOTENCY_STALE_MINUTES = 30;
/** An answer larger than this is not stored: a retry runs the request again (none of today's answers comes close). */
export const IDEMPOTENCY_MAX_STORED_BYTES = 4 * 1024 * 1024;
/** Headers of a first answer that are part of it and are sent again on a replay. */
export const REPLAYED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'x-accel-buffering', 'x-engine', 'location'] as const;
