import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../error-family';

/** The answers of the idempotency kernel (Stripe's semantics), the same on every endpoint that takes a key. */
export const IdempotencyException = errorFamily('IdempotencyException', {
  /** Stripe's rule: a key stands for one request; other parameters under it are a client bug. */
  reused: answer(
    'IDEMPOTENCY_KEY_REUSED',
    HttpStatus.UNPROCESSABLE_ENTITY,
    'Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new key for a new request.',
  ),
  inUse: answer('IDEMPOTENCY_KEY_IN_USE', HttpStatus.CONFLICT, 'A request with this idempotency key is still being answered. Try again in a moment.'),
  invalid: answer('INVALID_IDEMPOTENCY_KEY', HttpStatus.BAD_REQUEST),
  required: answer(
    'IDEMPOTENCY_KEY_REQUIRED',
    HttpStatus.BAD_REQUEST,
    'Send an idempotency key (the idempotency_key query parameter or the X-Idempotency-Key header).',
  ),
});
export type IdempotencyException = InstanceType<typeof IdempotencyException>;
