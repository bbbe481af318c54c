/** Codes the cross-cutting layer answers with; areas define their own enums next to their exception class. */
export enum CommonErrorCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  INVALID_JSON = 'INVALID_JSON',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  NOT_FOUND = 'NOT_FOUND',
  INTERNAL_ERROR = 'INTERNAL_ERROR',
  /** A backing service (the database) is down or not answering: retry after Retry-After. */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  /** The request lost a race with another one on the same rows (e.g. what it refers to was deleted meanwhile). */
  CONCURRENT_CHANGE = 'CONCURRENT_CHANGE',
  /** The request's body did not arrive in time. */
  REQUEST_TIMEOUT = 'REQUEST_TIMEOUT',
  /** Objects or arrays nested deeper than MAX_INPUT_DEPTH. */
  BODY_TOO_DEEP = 'BODY_TOO_DEEP',
  /** More than MAX_INPUT_VALUES fields and array elements in all (or form parameters). */
  BODY_TOO_MANY_VALUES = 'BODY_TOO_MANY_VALUES',
}
