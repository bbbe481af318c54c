/** The backend answers every failure as `{ statusCode, code, message }`; this is its typed form. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds from a `Retry-After` header (429/503), when the server sent one. */
  readonly retryAfter: number | null;
  /** Fields of the error body besides statusCode, code and message (e.g. a 402's shortfall). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, retryAfter: number | null = null, details: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.details = details;
  }

  static isApiError(error: unknown): error is ApiError {
    return error instanceof ApiError;
  }
}

/** Thrown when the request never got an answer (offline, refused, aborted by timeout). */
export class NetworkError extends Error {
  constructor(message = 'Connection error. Please try again.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}
