import { randomId } from '../session/session-id';
import { type ApiRequestOptions, apiRequest, readBody } from './api-client';
import { NetworkError } from './api-error';

/** Spec 001 §7: idempotency keys are made on the client from a prefix, a random id and a timestamp. */
export function newIdempotencyKey(prefix: string): string {
  return `${prefix}_${randomId(12)}_${Date.now()}`;
}

/** How many times a request that got no answer at all is sent again under its key. */
const NETWORK_RETRIES = 1;

/**
 * One request under an idempotency key (README "Idempotency"), sent as `?idempotency_key=` and
 * X-Idempotency-Key. A request that got no answer (offline, connection reset) is sent again with the SAME
 * key: if the first did reach the server, its stored answer comes back (Idempotent-Replayed) instead of a
 * second generation or charge. A new request needs a new key (`newIdempotencyKey`).
 */
export async function idempotentRequest(path: string, key: string, options: ApiRequestOptions = {}): Promise<Response> {
  const keyed = `${path}${path.includes('?') ? '&' : '?'}idempotency_key=${encodeURIComponent(key)}`;
  const sent = { ...options, headers: { ...options.headers, 'X-Idempotency-Key': key } };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiRequest(keyed, sent);
    } catch (error) {
      if (!(error instanceof NetworkError) || attempt >= NETWORK_RETRIES || options.signal?.aborted) throw error;
    }
  }
}

/** `idempotentRequest` answered with JSON. */
export async function idempotentFetch<T>(path: string, key: string, options: ApiRequestOptions = {}): Promise<T> {
  return readBody<T>(path, await idempotentRequest(path, key, options));
}
