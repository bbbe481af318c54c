import { HttpStatus } from '@nestjs/common';
import { AppException } from '../app.exception';

export enum IdempotencyErrorCode {
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE',
  INVALID_IDEMPOTENCY_KEY = 'INVALID_IDEMPOTENCY_KEY',
  IDEMPOTENCY_KEY_REQUIRED = 'IDEMPOTENCY_KEY_REQUIRED',
}

/** The answers of the idempotency kernel (Stripe's semantics), the same on every endpoint that takes a key. */
export class IdempotencyException extends AppException<IdempotencyErrorCode> {
  /** Stripe's rule: a key stands for one request; other parameters under it are a client bug. */
  static reused(): IdempotencyException {
    return new IdempotencyException(
      IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED,
      'Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new key for a new request.',
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }

  static inUse(): IdempotencyException {
    return new IdempotencyException(
      IdempotencyErrorCode.IDEMPOTENCY_KEY_IN_USE,
      'A request with this idempotency key is still being answered. Try again in a moment.',
      HttpStatus.CONFLICT,
    );
  }

  static invalid(reason: string): IdempotencyException {
    return new IdempotencyException(IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY, reason, HttpStatus.BAD_REQUEST);
  }

  static required(): IdempotencyException {
    return new IdempotencyException(
      IdempotencyErrorCode.IDEMPOTENCY_KEY_REQUIRED,
      'Send an idempotency key (the idempotency_key query parameter or the X-Idempotency-Key header).',
      HttpStatus.BAD_REQUEST,
    );
  }
}
