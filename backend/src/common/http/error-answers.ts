// The error answers many routes share, written once so their descriptions cannot drift apart.

/** 400 of a route whose only input rules are its DTO's. */
export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/** 400 of a route with a JSON body: its DTO's rules, or a body that is not JSON. */
export const VALIDATION_FAILED_OR_JSON = 'VALIDATION_FAILED / INVALID_JSON';

/** 429 of a route counted against a daily quota. */
export const QUOTA_EXCEEDED = 'QUOTA_EXCEEDED, with Retry-After';
