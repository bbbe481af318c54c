import { HttpStatus } from '@nestjs/common';
import type { ImageRejectedError } from '../../assets/images/image-intake';
import { AppException } from '../../common/app.exception';
import { EngineError } from '../../engines/engine-error';
import { UPLOAD_FIELD } from './media.constants';

export enum MediaErrorCode {
  MEDIA_NOT_FOUND = 'MEDIA_NOT_FOUND',
  RANGE_NOT_SATISFIABLE = 'RANGE_NOT_SATISFIABLE',
  FILE_REQUIRED = 'FILE_REQUIRED',
  INVALID_UPLOAD = 'INVALID_UPLOAD',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  INVALID_INPUT = 'INVALID_INPUT',
  ENGINE_UNAVAILABLE = 'ENGINE_UNAVAILABLE',
  TRANSCRIPTION_UNAVAILABLE = 'TRANSCRIPTION_UNAVAILABLE',
  ENGINE_FAILED = 'ENGINE_FAILED',
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
  UPLOADS_BUSY = 'UPLOADS_BUSY',
  IMAGE_TOO_MANY_PIXELS = 'IMAGE_TOO_MANY_PIXELS',
}

/** Spec 000 §5/§8: the exact text the landing shows for a non-image upload. */
export const NOT_AN_IMAGE_MESSAGE = 'Please upload an image file';
export const NOT_AUDIO_MESSAGE = 'Please upload an audio file';
const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Please try again.';

/** What an engine failure means for the request that caused it. */
interface EngineFailureContext {
  /** Code for an engine that is not configured for this capability. */
  unavailableCode?: MediaErrorCode;
  /** `invalid-input` on an upload is the file's fault (415); on a prompt it is the request's (400). */
  invalidInputStatus?: HttpStatus.BAD_REQUEST | HttpStatus.UNSUPPORTED_MEDIA_TYPE;
}

export class MediaException extends AppException<MediaErrorCode> {
  static notFound(): MediaException {
    return new MediaException(MediaErrorCode.MEDIA_NOT_FOUND, 'Media not found.', HttpStatus.NOT_FOUND);
  }

  static rangeNotSatisfiable(size: number): MediaException {
    return new MediaException(
      MediaErrorCode.RANGE_NOT_SATISFIABLE,
      `The requested range is outside the file (${size} bytes).`,
      HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
      { 'Content-Range': `bytes */${size}` },
    );
  }

  static fileRequired(): MediaException {
    return new MediaException(
      MediaErrorCode.FILE_REQUIRED,
      `Choose a file to upload (multipart field "${UPLOAD_FIELD}").`,
      HttpStatus.BAD_REQUEST,
    );
  }

  static invalidUpload(reason: string): MediaException {
    return new MediaException(MediaErrorCode.INVALID_UPLOAD, reason, HttpStatus.BAD_REQUEST);
  }

  static tooLarge(maxBytes: number): MediaException {
    return new MediaException(
      MediaErrorCode.PAYLOAD_TOO_LARGE,
      `The file must be ${maxBytes / (1024 * 1024)} MB or smaller.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  static notAnImage(): MediaException {
    return new MediaException(MediaErrorCode.UNSUPPORTED_MEDIA_TYPE, NOT_AN_IMAGE_MESSAGE, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }

  /** An upload the image intake refused: too many pixels by its header (413), else not an image (415). */
  static imageRejected(error: ImageRejectedError): MediaException {
    if (error.reason !== 'too-many-pixels') return MediaException.notAnImage();
    return new MediaException(
      MediaErrorCode.IMAGE_TOO_MANY_PIXELS,
      `The image is too large: at most ${error.maxMegapixels} megapixels.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  static notAudio(): MediaException {
    return new MediaException(MediaErrorCode.UNSUPPORTED_MEDIA_TYPE, NOT_AUDIO_MESSAGE, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }

  /** Uploads are held in memory, so a process takes only so many at once. */
  static uploadsBusy(): MediaException {
    return new MediaException(
      MediaErrorCode.UPLOADS_BUSY,
      'The server is busy with other uploads. Please try again in a moment.',
      HttpStatus.SERVICE_UNAVAILABLE,
      { 'Retry-After': '1' },
    );
  }

  /** Engine failures are never a 500; EngineError messages are safe to show. */
  static fromEngine(error: unknown, context: EngineFailureContext = {}): MediaException {
    if (!(error instanceof EngineError)) {
      return new MediaException(MediaErrorCode.ENGINE_FAILED, GENERIC_ENGINE_FAILURE, HttpStatus.BAD_GATEWAY);
    }
    switch (error.kind) {
      case 'timeout':
        return new MediaException(MediaErrorCode.ENGINE_TIMEOUT, error.message, HttpStatus.GATEWAY_TIMEOUT);
      case 'unavailable':
        return new MediaException(
          context.unavailableCode ?? MediaErrorCode.ENGINE_UNAVAILABLE,
          error.message,
          HttpStatus.SERVICE_UNAVAILABLE,
        );
      case 'invalid-input': {
        const status = context.invalidInputStatus ?? HttpStatus.BAD_REQUEST;
        const code =
          status === HttpStatus.UNSUPPORTED_MEDIA_TYPE ? MediaErrorCode.UNSUPPORTED_MEDIA_TYPE : MediaErrorCode.INVALID_INPUT;
        return new MediaException(code, error.message, status);
      }
      default:
        return new MediaException(MediaErrorCode.ENGINE_FAILED, error.message, HttpStatus.BAD_GATEWAY);
    }
  }
}
