import { HttpStatus } from '@nestjs/common';
import type { ImageRejectedError } from '../../assets/images/image-intake';
import { answer, errorFamily, retryAfter } from '../../common/error-family';
import { UPLOAD_FIELD } from './media.constants';

/** Spec 000 §5/§8: the exact text the landing shows for a non-image upload. */
export const NOT_AN_IMAGE_MESSAGE = 'Please upload an image file';
export const NOT_AUDIO_MESSAGE = 'Please upload an audio file';
export const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Please try again.';

export const MediaException = errorFamily(
  'MediaException',
  {
    notFound: answer('MEDIA_NOT_FOUND', HttpStatus.NOT_FOUND, 'Media not found.'),
    rangeNotSatisfiable: answer(
      'RANGE_NOT_SATISFIABLE',
      HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
      (size: number) => `The requested range is outside the file (${size} bytes).`,
      (size) => ({ 'Content-Range': `bytes */${size}` }),
    ),
    fileRequired: answer('FILE_REQUIRED', HttpStatus.BAD_REQUEST, `Choose a file to upload (multipart field "${UPLOAD_FIELD}").`),
    invalidUpload: answer('INVALID_UPLOAD', HttpStatus.BAD_REQUEST),
    tooLarge: answer('PAYLOAD_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, (maxBytes: number) => `The file must be ${maxBytes / (1024 * 1024)} MB or smaller.`),
    notAnImage: answer('UNSUPPORTED_MEDIA_TYPE', HttpStatus.UNSUPPORTED_MEDIA_TYPE, NOT_AN_IMAGE_MESSAGE),
    imageTooManyPixels: answer(
      'IMAGE_TOO_MANY_PIXELS',
      HttpStatus.PAYLOAD_TOO_LARGE,
      (maxMegapixels: number) => `The image is too large: at most ${maxMegapixels} megapixels.`,
    ),
    /** An uploaded file the engine could not read: the file's fault, so 415 with the engine's (safe) message. */
    unreadableUpload: answer('UNSUPPORTED_MEDIA_TYPE', HttpStatus.UNSUPPORTED_MEDIA_TYPE),
    notAudio: answer('UNSUPPORTED_MEDIA_TYPE', HttpStatus.UNSUPPORTED_MEDIA_TYPE, NOT_AUDIO_MESSAGE),
    /** Uploads are held in memory, so a process takes only so many at once. */
    uploadsBusy: answer('UPLOADS_BUSY', HttpStatus.SERVICE_UNAVAILABLE, 'The server is busy with other uploads. Please try again in a moment.', () =>
      retryAfter(1),
    ),
  },
  (media) => ({
    /** An upload the image intake refused: too many pixels by its header (413), else not an image (415). */
    imageRejected: (error: ImageRejectedError) =>
      error.reason === 'too-many-pixels' ? media.imageTooManyPixels(error.maxMegapixels) : media.notAnImage(),
  }),
);
export type MediaException = InstanceType<typeof MediaException>;
