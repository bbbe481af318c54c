import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.constants';
import { IdempotencyException } from './idempotency.errors';

/**
 * The request's idempotency key, from `?idempotency_key=` or the X-Idempotency-Key header (spec 001 §7 sends
 * both); when both come they must agree. Null when neither came.
 */
export function idempotencyKeyOf(query: unknown, header: string | string[] | undefined): string | null {
  if (Array.isArray(header)) throw IdempotencyException.invalid('Send the X-Idempotency-Key header once.');
  if (Array.isArray(query)) throw IdempotencyException.invalid('Send the idempotency_key parameter once.');
  if (header !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw IdempotencyException.invalid('X-Idempotency-Key must be 1 to 128 printable ASCII characters');
  }
  if (query !== undefined && (typeof query !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(query))) {
    throw IdempotencyException.invalid('idempotency_key must be 1 to 128 printable ASCII characters');
  }
  if (query !== undefined && header !== undefined && query !== header) {
    throw IdempotencyException.invalid('The idempotency_key parameter and the X-Idempotency-Key header differ.');
  }
  return (query as string | undefined) ?? header ?? null;
}
