/** What went wrong; how each kind is answered (HTTP, stream, job) is the table in engine-error-responses.ts. */
export type EngineErrorKind = 'unavailable' | 'provider' | 'timeout' | 'invalid-input';

export interface EngineErrorOptions {
  /** The upstream HTTP status, for `provider` errors that came from an answer. */
  upstreamStatus?: number;
  cause?: unknown;
}

/** Every engine failure; `message` is safe to show to users (never a key or a stack). */
export class EngineError extends Error {
  readonly upstreamStatus?: number;

  constructor(
    readonly kind: EngineErrorKind,
    message: string,
    options: EngineErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = EngineError.name;
    this.upstreamStatus = options.upstreamStatus;
  }
}
