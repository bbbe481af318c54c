import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception';

export enum QuotaErrorCode {
  QUOTA_EXCEEDED = 'QUOTA_EXCEEDED',
}

/**
 * A daily plan limit is used up; the UI shows `message` instead of its generic apology, and `resetsAt`
 * (ISO 8601, UTC) so it can say when sending works again and keep its send button off until then.
 */
export class QuotaException extends AppException<QuotaErrorCode> {
  /** `resetsAt` defaults to now + Retry-After, whole seconds: the exact reset when the seconds were rounded up to it. */
  static exceeded(message: string, retryAfterSeconds: number, resetsAt = wholeSecondsFromNow(retryAfterSeconds)): QuotaException {
    return new QuotaException(
      QuotaErrorCode.QUOTA_EXCEEDED,
      message,
      HttpStatus.TOO_MANY_REQUESTS,
      { 'Retry-After': String(retryAfterSeconds) },
      { resetsAt: resetsAt.toISOString() },
    );
  }
}

function wholeSecondsFromNow(seconds: number): Date {
  return new Date(Math.floor((Date.now() + seconds * 1000) / 1000) * 1000);
}
