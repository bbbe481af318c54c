import { HttpStatus } from '@nestjs/common';
import { AppException } from '../app.exception';
import { fixedAnswer, answerWithText } from '../fixed-answer';

export enum IdempotencyErrorCode {
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE',
  INVALID_IDEMPOTENCY_KEY = 'INVALID_IDEMPOTENCY_KEY',
  IDEMPOTENCY_KEY_REQUIRED = 'IDEMPOTENCY_KEY_REQUIRED',
}

/** The answers of the idempotency kernel (Stripe's semantics), the same on every endpoint that takes a key. */
export class IdempotencyException extends AppException<IdempotencyErrorCode> {
  /** Stripe's rule: a key stands for one request; other parameters under it are a client bug. */
  static reused = fixedAnswer(
    IdempotencyException, IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED, HttpStatus.UNPROCESSABLE_ENTITY,
    'Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new key for a new request.',
  );

  static inUse = fixedAnswer(
    IdempotencyException, IdempotencyErrorCode.IDEMPOTENCY_KEY_IN_USE, HttpStatus.CONFLICT,
    'A request with this idempotency key is still being answered. Try again in a moment.',
  );

  static invalid = answerWithText(IdempotencyException, IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY, HttpStatus.BAD_REQUEST);

  static required = fixedAnswer(
    IdempotencyException, IdempotencyErrorCode.IDEMPOTENCY_KEY_REQUIRED, HttpStatus.BAD_REQUEST,
    'Send an idempotency key (the idempotency_key query parameter or the X-Idempotency-Key header).',
  );
}
