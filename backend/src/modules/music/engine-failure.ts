import { HttpStatus } from '@nestjs/common';
import { EngineError } from '../../engines/engine-error';
import { MusicException } from './music.errors';

/** An engine's failure as the API answers it: its own (safe) message, 503 / 504 / 502 by kind. */
export function musicEngineFailure(error: unknown, fallback: string): MusicException {
  if (!(error instanceof EngineError)) return MusicException.engineFailed(fallback, HttpStatus.BAD_GATEWAY);
  if (error.kind === 'timeout') return MusicException.engineFailed(error.message, HttpStatus.GATEWAY_TIMEOUT);
  if (error.kind === 'unavailable') return MusicException.engineFailed(error.message, HttpStatus.SERVICE_UNAVAILABLE);
  return MusicException.engineFailed(error.message, HttpStatus.BAD_GATEWAY);
}

/** What a job's worker stores for a failure: the engine's kind and message; anything else is retried once. */
export function describeMusicFailure(error: unknown, fallback: string): { code: string; message: string; retry: boolean } {
  if (error instanceof EngineError) return { code: error.kind, message: error.message, retry: error.kind === 'provider' || error.kind === 'timeout' };
  return { code: 'provider', message: fallback, retry: true };
}
