import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily, retryAfter } from '../common/error-family';

/** Errors of sign-up, sign-in and sessions, shared by the auth, account and integrations areas. */
export const IdentityException = errorFamily('IdentityException', {
  /**
   * No session credentials at all (no bearer token): nobody was signed in, so nothing "ended". Same code as
   * sessionEnded, so clients handle every 401 of a session alike.
   */
  signInRequired: answer('UNAUTHORIZED', HttpStatus.UNAUTHORIZED, 'Please sign in to continue.'),
  /** Unknown, expired or revoked token alike: the client signs the person out. */
  sessionEnded: answer('UNAUTHORIZED', HttpStatus.UNAUTHORIZED, 'Your session has ended. Please sign in again.'),
  /** The token's session was ended from another device (Sessions tab): the client says so at sign-in. */
  sessionRevoked: answer('SESSION_REVOKED', HttpStatus.UNAUTHORIZED, 'You were signed out from another device. Please sign in again.'),
  emailTaken: answer('EMAIL_TAKEN', HttpStatus.CONFLICT, 'An account with this email already exists.'),
  weakPassword: answer('WEAK_PASSWORD', HttpStatus.BAD_REQUEST),
  /** The same for an unknown address, a wrong password and an account without a password. */
  invalidCredentials: answer('INVALID_CREDENTIALS', HttpStatus.UNAUTHORIZED, 'Incorrect email or password.'),
  tooManyAttempts: answer(
    'TOO_MANY_ATTEMPTS',
    HttpStatus.TOO_MANY_REQUESTS,
    (message: string, _retryAfterSeconds: number) => message,
    (_message, retryAfterSeconds) => retryAfter(retryAfterSeconds),
  ),
  invalidMagicLink: answer('INVALID_MAGIC_LINK', HttpStatus.BAD_REQUEST, 'This sign-in link is invalid or has expired.'),
});
export type IdentityException = InstanceType<typeof IdentityException>;
