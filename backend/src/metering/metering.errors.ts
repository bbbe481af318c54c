import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception';

export enum QuotaErrorCode {
  QUOTA_EXCEEDED = 'QUOTA_EXCEEDED',
}

/** A daily plan limit is used up; the UI shows `message` instead of its generic apology. */
export class QuotaException extends AppException<QuotaErrorCode> {
  static exceeded(message: string, retryAfterSeconds: number): QuotaException {
    return new QuotaException(QuotaErrorCode.QUOTA_EXCEEDED, message, HttpStatus.TOO_MANY_REQUESTS, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
