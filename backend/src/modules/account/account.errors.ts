import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';

export enum AccountErrorCode {
  SESSION_NOT_FOUND = 'SESSION_NOT_FOUND',
  AVATAR_REQUIRED = 'AVATAR_REQUIRED',
  AVATAR_TOO_LARGE = 'AVATAR_TOO_LARGE',
  UNSUPPORTED_IMAGE = 'UNSUPPORTED_IMAGE',
  AVATAR_TOO_MANY_PIXELS = 'AVATAR_TOO_MANY_PIXELS',
  AVATAR_UNREADABLE = 'AVATAR_UNREADABLE',
  INVALID_UPLOAD = 'INVALID_UPLOAD',
  AVATAR_NOT_FOUND = 'AVATAR_NOT_FOUND',
}

export class AccountException extends AppException<AccountErrorCode> {
  /** Also for another account's session: whether it exists is not the caller's business. */
  static sessionNotFound(): AccountException {
    return new AccountException(AccountErrorCode.SESSION_NOT_FOUND, 'Session not found.', HttpStatus.NOT_FOUND);
  }

  static avatarRequired(): AccountException {
    return new AccountException(
      AccountErrorCode.AVATAR_REQUIRED,
      'Choose an image to upload (multipart field "file").',
      HttpStatus.BAD_REQUEST,
    );
  }

  static avatarTooLarge(): AccountException {
    return new AccountException(
      AccountErrorCode.AVATAR_TOO_LARGE,
      'Avatar must be 2 MB or smaller.',
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  static unsupportedImage(): AccountException {
    return new AccountException(
      AccountErrorCode.UNSUPPORTED_IMAGE,
      'Please upload an image file (PNG, JPEG, GIF or WebP).',
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }

  /** The file is small but decodes to too many pixels (a decompression bomb, or just a huge image). */
  static avatarTooManyPixels(maxMegapixels: number): AccountException {
    return new AccountException(
      AccountErrorCode.AVATAR_TOO_MANY_PIXELS,
      `Avatar image is too large: at most ${maxMegapixels} megapixels.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  /** Image bytes by their signature, but they do not decode: truncated, header only, or corrupt. */
  static avatarUnreadable(): AccountException {
    return new AccountException(
      AccountErrorCode.AVATAR_UNREADABLE,
      'This image could not be read: it is damaged or incomplete.',
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }

  static invalidUpload(reason: string): AccountException {
    return new AccountException(AccountErrorCode.INVALID_UPLOAD, reason, HttpStatus.BAD_REQUEST);
  }

  static avatarNotFound(): AccountException {
    return new AccountException(AccountErrorCode.AVATAR_NOT_FOUND, 'Avatar not found.', HttpStatus.NOT_FOUND);
  }
}
