import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from './marketing.constants';
import { MarketingException } from './marketing.errors';

/**
 * The request's idempotency key, from `?idempotency_key=` or the X-Idempotency-Key header (spec 001 §7 sends
 * both); when both come they must agree. `required: false` makes a fresh key for a request that sent none:
 * it is still charged and recorded once, it just cannot be repeated.
 */
export function idempotencyKeyOf(query: string | undefined, header: string | string[] | undefined, required: boolean): string {
  if (Array.isArray(header)) throw MarketingException.invalidKey('Send the X-Idempotency-Key header once.');
  if (header !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw MarketingException.invalidKey('X-Idempotency-Key must be 1 to 128 printable ASCII characters');
  }
  if (query !== undefined && header !== undefined && query !== header) {
    throw MarketingException.invalidKey('The idempotency_key parameter and the X-Idempotency-Key header differ.');
  }
  const key = query ?? header;
  if (key) return key;
  if (required) throw MarketingException.keyRequired();
  return `auto_${randomUUID()}`;
}
