import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { fixedAnswer, answerWithText } from '../../common/fixed-answer';

export enum MarketingErrorCode {
  ARTIFACT_NOT_FOUND = 'ARTIFACT_NOT_FOUND',
  INVALID_CHARGE = 'INVALID_CHARGE',
  INVALID_INPUT = 'INVALID_INPUT',
  RATE_LIMITED = 'RATE_LIMITED',
}

export const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Your credits were refunded. Please try again.';

export class MarketingException extends AppException<MarketingErrorCode> {
  static artifactNotFound = fixedAnswer(MarketingException, MarketingErrorCode.ARTIFACT_NOT_FOUND, HttpStatus.NOT_FOUND, 'Artifact not found.');

  static invalidCharge = answerWithText(MarketingException, MarketingErrorCode.INVALID_CHARGE, HttpStatus.BAD_REQUEST);

  static rateLimited(retryAfterSeconds: number): MarketingException {
    return new MarketingException(
      MarketingErrorCode.RATE_LIMITED,
      'Too many analytics events. Try again shortly.',
      HttpStatus.TOO_MANY_REQUESTS,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}
