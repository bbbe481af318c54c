import { HttpStatus } from '@nestjs/common';
import type { ImageRejectedError } from '../../assets/images/image-intake';
import { AppException } from '../../common/app.exception';
import { fixedAnswer, answerWithText } from '../../common/fixed-answer';
import { UPLOAD_FIELD } from './media.constants';

export enum MediaErrorCode {
  MEDIA_NOT_FOUND = 'MEDIA_NOT_FOUND',
  RANGE_NOT_SATISFIABLE = 'RANGE_NOT_SATISFIABLE',
  FILE_REQUIRED = 'FILE_REQUIRED',
  INVALID_UPLOAD = 'INVALID_UPLOAD',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  UPLOADS_BUSY = 'UPLOADS_BUSY',
  IMAGE_TOO_MANY_PIXELS = 'IMAGE_TOO_MANY_PIXELS',
}

/** Spec 000 §5/§8: the exact text the landing shows for a non-image upload. */
export const NOT_AN_IMAGE_MESSAGE = 'Please upload an image file';
export const NOT_AUDIO_MESSAGE = 'Please upload an audio file';
export const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Please try again.';

export class MediaException extends AppException<MediaErrorCode> {
  static notFound = fixedAnswer(MediaException, MediaErrorCode.MEDIA_NOT_FOUND, HttpStatus.NOT_FOUND, 'Media not found.');

  static rangeNotSatisfiable(size: number): MediaException {
    return new MediaException(
      MediaErrorCode.RANGE_NOT_SATISFIABLE,
      `The requested range is outside the file (${size} bytes).`,
      HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
      { 'Content-Range': `bytes */${size}` },
    );
  }

  static fileRequired = fixedAnswer(
    MediaException, MediaErrorCode.FILE_REQUIRED, HttpStatus.BAD_REQUEST,
    `Choose a file to upload (multipart field "${UPLOAD_FIELD}").`,
  );

  static invalidUpload = answerWithText(MediaException, MediaErrorCode.INVALID_UPLOAD, HttpStatus.BAD_REQUEST);

  static tooLarge(maxBytes: number): MediaException {
    return new MediaException(
      MediaErrorCode.PAYLOAD_TOO_LARGE,
      `The file must be ${maxBytes / (1024 * 1024)} MB or smaller.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  static notAnImage = fixedAnswer(MediaException, MediaErrorCode.UNSUPPORTED_MEDIA_TYPE, HttpStatus.UNSUPPORTED_MEDIA_TYPE, NOT_AN_IMAGE_MESSAGE);

  /** An upload the image intake refused: too many pixels by its header (413), else not an image (415). */
  static imageRejected(error: ImageRejectedError): MediaException {
    if (error.reason !== 'too-many-pixels') return MediaException.notAnImage();
    return new MediaException(
      MediaErrorCode.IMAGE_TOO_MANY_PIXELS,
      `The image is too large: at most ${error.maxMegapixels} megapixels.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  /** An uploaded file the engine could not read: the file's fault, so 415 with the engine's (safe) message. */
  static unreadableUpload = answerWithText(MediaException, MediaErrorCode.UNSUPPORTED_MEDIA_TYPE, HttpStatus.UNSUPPORTED_MEDIA_TYPE);

  static notAudio = fixedAnswer(MediaException, MediaErrorCode.UNSUPPORTED_MEDIA_TYPE, HttpStatus.UNSUPPORTED_MEDIA_TYPE, NOT_AUDIO_MESSAGE);

  /** Uploads are held in memory, so a process takes only so many at once. */
  static uploadsBusy(): MediaException {
    return new MediaException(
      MediaErrorCode.UPLOADS_BUSY,
      'The server is busy with other uploads. Please try again in a moment.',
      HttpStatus.SERVICE_UNAVAILABLE,
      { 'Retry-After': '1' },
    );
  }
}
