import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception';
import { fixedAnswer, answerWithText } from '../common/fixed-answer';

export enum IdentityErrorCode {
  UNAUTHORIZED = 'UNAUTHORIZED',
  SESSION_REVOKED = 'SESSION_REVOKED',
  EMAIL_TAKEN = 'EMAIL_TAKEN',
  WEAK_PASSWORD = 'WEAK_PASSWORD',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS',
  INVALID_MAGIC_LINK = 'INVALID_MAGIC_LINK',
}

/** Errors of sign-up, sign-in and sessions, shared by the auth, account and integrations areas. */
export class IdentityException extends AppException<IdentityErrorCode> {
  /** Missing, unknown, expired or revoked token alike: the client signs the person out. */
  static sessionEnded = fixedAnswer(
    IdentityException, IdentityErrorCode.UNAUTHORIZED, HttpStatus.UNAUTHORIZED,
    'Your session has ended. Please sign in again.',
  );

  /** The token's session was ended from another device (Sessions tab): the client says so at sign-in. */
  static sessionRevoked = fixedAnswer(
    IdentityException, IdentityErrorCode.SESSION_REVOKED, HttpStatus.UNAUTHORIZED,
    'You were signed out from another device. Please sign in again.',
  );

  static emailTaken = fixedAnswer(
    IdentityException, IdentityErrorCode.EMAIL_TAKEN, HttpStatus.CONFLICT,
    'An account with this email already exists.',
  );

  static weakPassword = answerWithText(IdentityException, IdentityErrorCode.WEAK_PASSWORD, HttpStatus.BAD_REQUEST);

  /** The same for an unknown address, a wrong password and an account without a password. */
  static invalidCredentials = fixedAnswer(
    IdentityException, IdentityErrorCode.INVALID_CREDENTIALS, HttpStatus.UNAUTHORIZED,
    'Incorrect email or password.',
  );

  static tooManyAttempts(message: string, retryAfterSeconds: number): IdentityException {
    return new IdentityException(IdentityErrorCode.TOO_MANY_ATTEMPTS, message, HttpStatus.TOO_MANY_REQUESTS, {
      'Retry-After': String(retryAfterSeconds),
    });
  }

  static invalidMagicLink = fixedAnswer(
    IdentityException, IdentityErrorCode.INVALID_MAGIC_LINK, HttpStatus.BAD_REQUEST,
    'This sign-in link is invalid or has expired.',
  );
}
