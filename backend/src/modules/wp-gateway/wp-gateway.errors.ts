import { HttpStatus } from '@nestjs/common';
import type { ImageRejectedError } from '../../assets/images/image-intake';
import { AppException } from '../../common/app.exception';
import { fixedAnswer } from '../../common/fixed-answer';

export enum WpGatewayErrorCode {
  INVALID_API_KEY = 'INVALID_API_KEY',
  QUOTA_EXCEEDED = 'QUOTA_EXCEEDED',
  DEMO_LIMIT_REACHED = 'DEMO_LIMIT_REACHED',
  MODEL_NOT_FOUND = 'MODEL_NOT_FOUND',
  IMAGE_URL_NOT_SUPPORTED = 'IMAGE_URL_NOT_SUPPORTED',
  CONVERSATION_TOO_LONG = 'CONVERSATION_TOO_LONG',
  INVALID_IMAGE = 'INVALID_IMAGE',
  IMAGE_TOO_MANY_PIXELS = 'IMAGE_TOO_MANY_PIXELS',
}

export const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Please try again.';

const NOUNS = { text: 'text tokens', photo: 'images', video: 'videos' } as const;

export class WpGatewayException extends AppException<WpGatewayErrorCode> {
  static invalidKey = fixedAnswer(
    WpGatewayException, WpGatewayErrorCode.INVALID_API_KEY, HttpStatus.UNAUTHORIZED,
    'This API key is not valid or has been revoked.',
  );

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

  /** No key on an OpenAI-compatible call (OpenAI's SDKs send it as a bearer token). */
  static missingKey = fixedAnswer(
    WpGatewayException, WpGatewayErrorCode.INVALID_API_KEY, HttpStatus.UNAUTHORIZED,
    'Missing API key: send your Atelier API key as "Authorization: Bearer <key>".',
  );

  static modelNotFound(model: string, available: readonly string[]): WpGatewayException {
    return new WpGatewayException(
      WpGatewayErrorCode.MODEL_NOT_FOUND,
      `The model "${model.slice(0, 100)}" is not served here. Available: ${available.join(', ')} (GET /api/openai/v1/models).`,
      HttpStatus.NOT_FOUND,
    );
  }

  static imageUrlNotSupported = fixedAnswer(
    WpGatewayException, WpGatewayErrorCode.IMAGE_URL_NOT_SUPPORTED, HttpStatus.BAD_REQUEST,
    'image_url must be a base64 data: URL of an image (at most 5 MB); remote URLs are not fetched.',
  );

  /** An image part the image intake refused (`position` counts from 1): 413 for too many pixels, else 400. */
  static imageRejected(error: ImageRejectedError, position: number): WpGatewayException {
    if (error.reason === 'too-many-pixels') {
      return new WpGatewayException(
        WpGatewayErrorCode.IMAGE_TOO_MANY_PIXELS,
        `Image ${position} is too large: at most ${error.maxMegapixels} megapixels.`,
        HttpStatus.PAYLOAD_TOO_LARGE,
      );
    }
    return new WpGatewayException(
      WpGatewayErrorCode.INVALID_IMAGE,
      `Image ${position} is not a PNG, JPEG, GIF or WebP image that can be read.`,
      HttpStatus.BAD_REQUEST,
    );
  }

  static conversationTooLong(maxCharacters: number, maxImages: number): WpGatewayException {
    return new WpGatewayException(
      WpGatewayErrorCode.CONVERSATION_TOO_LONG,
      `A conversation may hold at most ${maxCharacters.toLocaleString('en-US')} characters and ${maxImages} images.`,
      HttpStatus.BAD_REQUEST,
    );
  }
}
