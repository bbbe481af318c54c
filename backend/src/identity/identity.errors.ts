import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception';

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
  static sessionEnded(): IdentityException {
    return new IdentityException(
      IdentityErrorCode.UNAUTHORIZED,
      'Your session has ended. Please sign in again.',
      HttpStatus.UNAUTHORIZED,
    );
  }

  /** The token's session was ended from another device (Sessions tab): the client says so at sign-in. */
  static sessionRevoked(): IdentityException {
    return new IdentityException(
      IdentityErrorCode.SESSION_REVOKED,
      'You were signed out from another device. Please sign in again.',
      HttpStatus.UNAUTHORIZED,
    );
  }

  static emailTaken(): IdentityException {
    return new IdentityException(
      IdentityErrorCode.EMAIL_TAKEN,
      'An account with this email already exists.',
      HttpStatus.CONFLICT,
    );
  }

  static weakPassword(reason: string): IdentityException {
    return new IdentityException(IdentityErrorCode.WEAK_PASSWORD, reason, HttpStatus.BAD_REQUEST);
  }

  /** The same for an unknown address, a wrong password and an account without a password. */
  static invalidCredentials(): IdentityException {
    return new IdentityException(
      IdentityErrorCode.INVALID_CREDENTIALS,
      'Incorrect email or password.',
      HttpStatus.UNAUTHORIZED,
    );
  }

  static tooManyAttempts(message: string, retryAfterSeconds: number): IdentityException {
    return new IdentityException(IdentityErrorCode.TOO_MANY_ATTEMPTS, message, HttpStatus.TOO_MANY_REQUESTS, {
      'Retry-After': String(retryAfterSeconds),
    });
  }

  static invalidMagicLink(): IdentityException {
    return new IdentityException(
      IdentityErrorCode.INVALID_MAGIC_LINK,
      'This sign-in link is invalid or has expired.',
      HttpStatus.BAD_REQUEST,
    );
  }
}
