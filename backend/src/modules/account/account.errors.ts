import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { fixedAnswer, answerWithText } from '../../common/fixed-answer';

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
  static sessionNotFound = fixedAnswer(AccountException, AccountErrorCode.SESSION_NOT_FOUND, HttpStatus.NOT_FOUND, 'Session not found.');

  static avatarRequired = fixedAnswer(
    AccountException, AccountErrorCode.AVATAR_REQUIRED, HttpStatus.BAD_REQUEST,
    'Choose an image to upload (multipart field "file").',
  );

  static avatarTooLarge = fixedAnswer(
    AccountException, AccountErrorCode.AVATAR_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE,
    'Avatar must be 2 MB or smaller.',
  );

  static unsupportedImage = fixedAnswer(
    AccountException, AccountErrorCode.UNSUPPORTED_IMAGE, HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    'Please upload an image file (PNG, JPEG, GIF or WebP).',
  );

  /** The file is small but decodes to too many pixels (a decompression bomb, or just a huge image). */
  static avatarTooManyPixels(maxMegapixels: number): AccountException {
    return new AccountException(
      AccountErrorCode.AVATAR_TOO_MANY_PIXELS,
      `Avatar image is too large: at most ${maxMegapixels} megapixels.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  /** Image bytes by their signature, but they do not decode: truncated, header only, or corrupt. */
  static avatarUnreadable = fixedAnswer(
    AccountException, AccountErrorCode.AVATAR_UNREADABLE, HttpStatus.UNPROCESSABLE_ENTITY,
    'This image could not be read: it is damaged or incomplete.',
  );

  static invalidUpload = answerWithText(AccountException, AccountErrorCode.INVALID_UPLOAD, HttpStatus.BAD_REQUEST);

  static avatarNotFound = fixedAnswer(AccountException, AccountErrorCode.AVATAR_NOT_FOUND, HttpStatus.NOT_FOUND, 'Avatar not found.');
}
