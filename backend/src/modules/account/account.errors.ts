import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';

export const AccountException = errorFamily('AccountException', {
  /** Also for another account's session: whether it exists is not the caller's business. */
  sessionNotFound: answer('SESSION_NOT_FOUND', HttpStatus.NOT_FOUND, 'Session not found.'),
  avatarRequired: answer('AVATAR_REQUIRED', HttpStatus.BAD_REQUEST, 'Choose an image to upload (multipart field "file").'),
  avatarTooLarge: answer('AVATAR_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, 'Avatar must be 2 MB or smaller.'),
  unsupportedImage: answer('UNSUPPORTED_IMAGE', HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Please upload an image file (PNG, JPEG, GIF or WebP).'),
  /** The file is small but decodes to too many pixels (a decompression bomb, or just a huge image). */
  avatarTooManyPixels: answer(
    'AVATAR_TOO_MANY_PIXELS',
    HttpStatus.PAYLOAD_TOO_LARGE,
    (maxMegapixels: number) => `Avatar image is too large: at most ${maxMegapixels} megapixels.`,
  ),
  /** Image bytes by their signature, but they do not decode: truncated, header only, or corrupt. */
  avatarUnreadable: answer('AVATAR_UNREADABLE', HttpStatus.UNPROCESSABLE_ENTITY, 'This image could not be read: it is damaged or incomplete.'),
  invalidUpload: answer('INVALID_UPLOAD', HttpStatus.BAD_REQUEST),
  avatarNotFound: answer('AVATAR_NOT_FOUND', HttpStatus.NOT_FOUND, 'Avatar not found.'),
});
export type AccountException = InstanceType<typeof AccountException>;
