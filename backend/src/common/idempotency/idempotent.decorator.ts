import { UseInterceptors, applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency.constants';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IDEMPOTENT_EXTENSION } from './idempotency.openapi';

/**
 * Makes a route idempotent with Stripe's semantics (README "Idempotency"): the key comes as
 * `?idempotency_key=` (declare `IdempotencyQueryDto` in the route's query) or the X-Idempotency-Key header.
 * The OpenAPI document then gets the header, `Idempotent-Replayed` on success and the 409/422 answers.
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiExtension(IDEMPOTENT_EXTENSION, true),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description: 'Instead of, or equal to, ?idempotency_key= (both must agree)',
      schema: { type: 'string', maxLength: 128 },
    }),
  );
}
