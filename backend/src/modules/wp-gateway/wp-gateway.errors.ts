import { HttpStatus } from '@nestjs/common';
import type { ImageRejectedError } from '../../assets/images/image-intake';
import { answer, errorFamily, retryAfter } from '../../common/error-family';

export const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Please try again.';

const NOUNS = { text: 'text tokens', photo: 'images', video: 'videos' } as const;

export const WpGatewayException = errorFamily(
  'WpGatewayException',
  {
    invalidKey: answer('INVALID_API_KEY', HttpStatus.UNAUTHORIZED, 'This API key is not valid or has been revoked.'),
    quotaExceeded: answer(
      'QUOTA_EXCEEDED',
      HttpStatus.TOO_MANY_REQUESTS,
      (capability: keyof typeof NOUNS, _retryAfterSeconds: number) =>
        `Your plan's ${NOUNS[capability]} for this month are used up. Upgrade your plan or wait until next month.`,
      (_capability, retryAfterSeconds) => retryAfter(retryAfterSeconds),
    ),
    /** Some of a call's images fit the plan, not all (none are made): what is left and what was asked. */
    imagesLeft: answer(
      'QUOTA_EXCEEDED',
      HttpStatus.TOO_MANY_REQUESTS,
      (left: number, asked: number, _retryAfterSeconds: number) =>
        `${left} ${left === 1 ? 'image' : 'images'} left this month; ${asked} were asked. Ask for fewer, upgrade your plan or wait until next month.`,
      (_left, _asked, retryAfterSeconds) => retryAfter(retryAfterSeconds),
    ),
    /** A request whose whole token cost is known up front (speech, embeddings) does not fit what is left. */
    tokensLeft: answer(
      'QUOTA_EXCEEDED',
      HttpStatus.TOO_MANY_REQUESTS,
      (left: number, needed: number, _retryAfterSeconds: number) =>
        `${left.toLocaleString('en-US')} ${left === 1 ? 'token' : 'tokens'} left this month; this request needs ${needed.toLocaleString('en-US')}. ` +
        'Send less, upgrade your plan or wait until next month.',
      (_left, _needed, retryAfterSeconds) => retryAfter(retryAfterSeconds),
    ),
    demoLimitReached: answer(
      'DEMO_LIMIT_REACHED',
      HttpStatus.TOO_MANY_REQUESTS,
      (_retryAfterSeconds: number) => 'Demo limit reached. Download the theme for unlimited use!',
      retryAfter,
    ),
    /** No key on an OpenAI-compatible call (OpenAI's SDKs send it as a bearer token). */
    missingKey: answer('INVALID_API_KEY', HttpStatus.UNAUTHORIZED, 'Missing API key: send your Atelier API key as "Authorization: Bearer <key>".'),
    modelNotFound: answer(
      'MODEL_NOT_FOUND',
      HttpStatus.NOT_FOUND,
      (model: string, available: readonly string[]) =>
        `The model "${model.slice(0, 100)}" is not served here. Available: ${available.join(', ')} (GET /api/openai/v1/models).`,
    ),
    imageUrlNotSupported: answer(
      'IMAGE_URL_NOT_SUPPORTED',
      HttpStatus.BAD_REQUEST,
      'image_url must be a base64 data: URL of an image (at most 5 MB); remote URLs are not fetched.',
    ),
    imageTooManyPixels: answer(
      'IMAGE_TOO_MANY_PIXELS',
      HttpStatus.PAYLOAD_TOO_LARGE,
      (position: number, maxMegapixels: number) => `Image ${position} is too large: at most ${maxMegapixels} megapixels.`,
    ),
    invalidImage: answer(
      'INVALID_IMAGE',
      HttpStatus.BAD_REQUEST,
      (position: number) => `Image ${position} is not a PNG, JPEG, GIF or WebP image that can be read.`,
    ),
    conversationTooLong: answer(
      'CONVERSATION_TOO_LONG',
      HttpStatus.BAD_REQUEST,
      (maxCharacters: number, maxImages: number) =>
        `A conversation may hold at most ${maxCharacters.toLocaleString('en-US')} characters and ${maxImages} images.`,
    ),
  },
  (gateway) => ({
    /** An image part the image intake refused (`position` counts from 1): 413 for too many pixels, else 400. */
    imageRejected: (error: ImageRejectedError, position: number) =>
      error.reason === 'too-many-pixels' ? gateway.imageTooManyPixels(position, error.maxMegapixels) : gateway.invalidImage(position),
  }),
);
export type WpGatewayException = InstanceType<typeof WpGatewayException>;
