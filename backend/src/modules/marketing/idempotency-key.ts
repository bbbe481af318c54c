import { randomUUID } from 'node:crypto';
import { idempotencyKeyOf as requestKeyOf } from '../../common/idempotency/idempotency-key';
import { IdempotencyException } from '../../common/idempotency/idempotency.errors';

/**
 * The key a charge is held under in the credits ledger: the request's idempotency key (read and checked by
 * the kernel's rules), or with `required: false` a fresh one for a request that sent none: it is still
 * charged and recorded once, it just cannot be repeated.
 */
export function idempotencyKeyOf(query: string | undefined, header: string | string[] | undefined, required: boolean): string {
  const key = requestKeyOf(query, header);
  if (key) return key;
  if (required) throw IdempotencyException.required();
  return `auto_${randomUUID()}`;
}
