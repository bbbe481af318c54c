import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { EngineError } from '../../engines/engine-error';

export enum MarketingErrorCode {
  ARTIFACT_NOT_FOUND = 'ARTIFACT_NOT_FOUND',
  INVALID_CHARGE = 'INVALID_CHARGE',
  INVALID_INPUT = 'INVALID_INPUT',
  ENGINE_FAILED = 'ENGINE_FAILED',
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
  ENGINE_UNAVAILABLE = 'ENGINE_UNAVAILABLE',
  RATE_LIMITED = 'RATE_LIMITED',
}

export const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Your credits were refunded. Please try again.';

export class MarketingException extends AppException<MarketingErrorCode> {
  static artifactNotFound(): MarketingException {
    return new MarketingException(MarketingErrorCode.ARTIFACT_NOT_FOUND, 'Artifact not found.', HttpStatus.NOT_FOUND);
  }

  static invalidCharge(reason: string): MarketingException {
    return new MarketingException(MarketingErrorCode.INVALID_CHARGE, reason, HttpStatus.BAD_REQUEST);
  }

  static rateLimited(retryAfterSeconds: number): MarketingException {
    return new MarketingException(
      MarketingErrorCode.RATE_LIMITED,
      'Too many analytics events. Try again shortly.',
      HttpStatus.TOO_MANY_REQUESTS,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }

  /** Engine failures are the provider's, never a 500; EngineError messages are safe to show. */
  static fromEngine(error: unknown): MarketingException {
    if (!(error instanceof EngineError)) {
      return new MarketingException(MarketingErrorCode.ENGINE_FAILED, GENERIC_ENGINE_FAILURE, HttpStatus.BAD_GATEWAY);
    }
    switch (error.kind) {
      case 'timeout':
        return new MarketingException(MarketingErrorCode.ENGINE_TIMEOUT, error.message, HttpStatus.GATEWAY_TIMEOUT);
      case 'unavailable':
        return new MarketingException(MarketingErrorCode.ENGINE_UNAVAILABLE, error.message, HttpStatus.SERVICE_UNAVAILABLE);
      case 'invalid-input':
        return new MarketingException(MarketingErrorCode.INVALID_INPUT, error.message, HttpStatus.BAD_REQUEST);
      default:
        return new MarketingException(MarketingErrorCode.ENGINE_FAILED, error.message, HttpStatus.BAD_GATEWAY);
    }
  }
}
