import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { EngineError } from '../../engines/engine-error';

export enum WpGatewayErrorCode {
  INVALID_API_KEY = 'INVALID_API_KEY',
  QUOTA_EXCEEDED = 'QUOTA_EXCEEDED',
  DEMO_LIMIT_REACHED = 'DEMO_LIMIT_REACHED',
  ENGINE_FAILED = 'ENGINE_FAILED',
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
  ENGINE_UNAVAILABLE = 'ENGINE_UNAVAILABLE',
  INVALID_INPUT = 'INVALID_INPUT',
}

const NOUNS = { text: 'text tokens', photo: 'images', video: 'videos' } as const;

export class WpGatewayException extends AppException<WpGatewayErrorCode> {
  static invalidKey(): WpGatewayException {
    return new WpGatewayException(
      WpGatewayErrorCode.INVALID_API_KEY,
      'This API key is not valid or has been revoked.',
      HttpStatus.UNAUTHORIZED,
    );
  }

  static quotaExceeded(capability: keyof typeof NOUNS, retryAfterSeconds: number): WpGatewayException {
    return new WpGatewayException(
      WpGatewayErrorCode.QUOTA_EXCEEDED,
      `Your plan's ${NOUNS[capability]} for this month are used up. Upgrade your plan or wait until next month.`,
      HttpStatus.TOO_MANY_REQUESTS,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }

  static demoLimitReached(retryAfterSeconds: number): WpGatewayException {
    return new WpGatewayException(
      WpGatewayErrorCode.DEMO_LIMIT_REACHED,
      'Demo limit reached. Download the theme for unlimited use!',
      HttpStatus.TOO_MANY_REQUESTS,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }

  /** The provider's failure, never a 500; EngineError messages are safe to show. */
  static fromEngine(error: unknown): WpGatewayException {
    if (!(error instanceof EngineError)) {
      return new WpGatewayException(
        WpGatewayErrorCode.ENGINE_FAILED,
        'The AI engine could not finish this request. Please try again.',
        HttpStatus.BAD_GATEWAY,
      );
    }
    switch (error.kind) {
      case 'timeout':
        return new WpGatewayException(WpGatewayErrorCode.ENGINE_TIMEOUT, error.message, HttpStatus.GATEWAY_TIMEOUT);
      case 'unavailable':
        return new WpGatewayException(WpGatewayErrorCode.ENGINE_UNAVAILABLE, error.message, HttpStatus.SERVICE_UNAVAILABLE);
      case 'invalid-input':
        return new WpGatewayException(WpGatewayErrorCode.INVALID_INPUT, error.message, HttpStatus.BAD_REQUEST);
      default:
        return new WpGatewayException(WpGatewayErrorCode.ENGINE_FAILED, error.message, HttpStatus.BAD_GATEWAY);
    }
  }
}
