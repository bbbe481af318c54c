import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception';
import { EngineError, type EngineErrorKind } from './engine-error';

export enum EngineErrorCode {
  ENGINE_UNAVAILABLE = 'ENGINE_UNAVAILABLE',
  ENGINE_FAILED = 'ENGINE_FAILED',
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
  INVALID_INPUT = 'INVALID_INPUT',
}

/** How every area answers one kind of engine failure: HTTP answers, SSE error events and failed jobs alike. */
export interface EngineErrorResponse {
  status: HttpStatus;
  code: EngineErrorCode;
  /** Sent as `Retry-After` when set; null where no wait is known to help. */
  retryAfterSeconds: number | null;
  /** A job that failed this way is tried again while attempts are left. */
  retryJob: boolean;
}

/**
 * The one table (ARCHITECTURE.md §8). `unavailable` is this server's state (no provider configured, no ffmpeg):
 * 503, and no Retry-After because waiting does not fix configuration. `provider` is the upstream's fault: 502.
 * `timeout`: 504. `invalid-input` is the request's: 400. None of them is a 500.
 */
export const ENGINE_ERROR_RESPONSES: Readonly<Record<EngineErrorKind, EngineErrorResponse>> = {
  unavailable: { status: HttpStatus.SERVICE_UNAVAILABLE, code: EngineErrorCode.ENGINE_UNAVAILABLE, retryAfterSeconds: null, retryJob: false },
  provider: { status: HttpStatus.BAD_GATEWAY, code: EngineErrorCode.ENGINE_FAILED, retryAfterSeconds: null, retryJob: true },
  timeout: { status: HttpStatus.GATEWAY_TIMEOUT, code: EngineErrorCode.ENGINE_TIMEOUT, retryAfterSeconds: null, retryJob: true },
  'invalid-input': { status: HttpStatus.BAD_REQUEST, code: EngineErrorCode.INVALID_INPUT, retryAfterSeconds: null, retryJob: false },
};

/** A job whose every attempt was lost (dead workers, out of time) is answered like a timeout. */
const LOST_JOB = 'lost';

function isEngineErrorKind(kind: string | null): kind is EngineErrorKind {
  return kind !== null && Object.hasOwn(ENGINE_ERROR_RESPONSES, kind);
}

/** The row for a failed job's stored code (an engine error kind, `lost`, or anything else: the provider's row). */
export function engineErrorResponseFor(kind: string | null): EngineErrorResponse {
  if (isEngineErrorKind(kind)) return ENGINE_ERROR_RESPONSES[kind];
  return kind === LOST_JOB ? ENGINE_ERROR_RESPONSES.timeout : ENGINE_ERROR_RESPONSES.provider;
}

/**
 * The message rule: an EngineError's message is safe to show (it never holds a key or a stack), so it is shown
 * as it is; anything else an engine throws is a bug and the person sees the area's `fallback` instead.
 */
export function engineFailureMessage(error: unknown, fallback: string): string {
  return error instanceof EngineError ? error.message : fallback;
}

/** What a job's worker stores for a failure (its code is the engine error kind) and whether to try again. */
export function describeEngineFailure(error: unknown, fallback: string): { code: string; message: string; retry: boolean } {
  if (error instanceof EngineError) return { code: error.kind, message: error.message, retry: ENGINE_ERROR_RESPONSES[error.kind].retryJob };
  return { code: 'provider', message: fallback, retry: true };
}

/** An engine failure as an HTTP answer, `{ statusCode, code, message }` with the table's status, code and Retry-After. */
export class EngineFailureException extends AppException<EngineErrorCode> {
  private constructor(response: EngineErrorResponse, message: string) {
    const headers: Record<string, string> = response.retryAfterSeconds === null ? {} : { 'Retry-After': String(response.retryAfterSeconds) };
    super(response.code, message, response.status, headers);
  }

  /** From what an engine threw; `fallback` is the area's text for a failure that is not an EngineError. */
  static of(error: unknown, fallback: string): EngineFailureException {
    const response = error instanceof EngineError ? ENGINE_ERROR_RESPONSES[error.kind] : ENGINE_ERROR_RESPONSES.provider;
    return new EngineFailureException(response, engineFailureMessage(error, fallback));
  }

  /** From a kind and a safe message: a failed job's stored code, or a failure an area classified itself. */
  static ofKind(kind: string | null, message: string): EngineFailureException {
    return new EngineFailureException(engineErrorResponseFor(kind), message);
  }
}
