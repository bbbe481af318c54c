import { randomId } from '@atelier/runtime';

/** Spec 001 §7: idempotency keys are made on the client from a prefix, a random id and a timestamp. */
export function idempotencyKey(prefix: string): string {
  return `${prefix}_${randomId(12)}_${Date.now()}`;
}
