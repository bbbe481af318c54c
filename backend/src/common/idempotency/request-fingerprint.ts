import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so the same body always reads the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What an idempotency key is bound to (Stripe's rule): a repeat with the same fingerprint gets the first
 * answer again; another body under a used key is refused.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** What identifies one idempotent HTTP request besides its key: the operation and everything it was asked. */
export interface IdempotentRequest {
  method: string;
  route: string;
  /** The query without the key itself (the key names the request; it is not part of it). */
  query: Record<string, unknown>;
  body: unknown;
}

export function httpRequestFingerprint({ method, route, query, body }: IdempotentRequest): string {
  const { idempotency_key: _key, ...rest } = query;
  return requestFingerprint({ method: method.toUpperCase(), route, query: rest, body: body ?? null });
}
