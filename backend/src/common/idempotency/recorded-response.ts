import type { Response } from 'express';
import { IDEMPOTENCY_MAX_STORED_BYTES, REPLAYED_HEADER, REPLAYED_RESPONSE_HEADERS } from './idempotency.constants';
import type { StoredAnswer } from './idempotency.store';

const NOT_REPLAYABLE = Symbol('idempotency:not-replayable');

/**
 * Says that this answer, though it may end well at the HTTP level (a stream that already sent 200), is not
 * the request's result: e.g. an `event: error` after streaming started. The key is then given back.
 */
export function markNotReplayable(response: object): void {
  (response as unknown as Record<symbol, boolean>)[NOT_REPLAYABLE] = true;
}

/**
 * Which first answers are kept (Stripe's rule: a request that executed keeps its result, one that did not
 * leaves the key free). Kept: 2xx, and 4xx of a request that ran (404, 422, …). Given back: 400 (invalid, it
 * never ran), 401/403 (not allowed), 402 (nothing charged), 409 (conflict), 429 (over a quota or rate)
 * and every 5xx (the server's failure: a retry may succeed).
 */
export function isReplayable(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![400, 401, 402, 403, 409, 429].includes(status);
}

type EndArguments = [chunk?: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void];

/**
 * Records everything a handler writes to `response` (JSON at once, or a stream over time) and, when the
 * handler ends it, lets `settle` store or give back the key before the last bytes leave: a client that
 * retries the moment it has read the end finds the answer stored. `settle` gets null when the answer is
 * not to be kept.
 */
export function recordResponse(response: Response, settle: (answer: StoredAnswer | null) => Promise<void>): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    size += buffer.length;
    if (size <= IDEMPOTENCY_MAX_STORED_BYTES) chunks.push(buffer);
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  let ended = false;
  response.end = ((...args: EndArguments) => {
    if (ended) return end(...args);
    ended = true;
    keep(args[0], args[1]);
    const replayable =
      isReplayable(response.statusCode) &&
      size <= IDEMPOTENCY_MAX_STORED_BYTES &&
      !(response as unknown as Record<symbol, boolean>)[NOT_REPLAYABLE] &&
      !response.destroyed;
    void settle(replayable ? { status: response.statusCode, headers: replayedHeadersOf(response), body: Buffer.concat(chunks) } : null)
      .finally(() => end(...args));
    return response;
  }) as Response['end'];
  // A client gone before the end: the answer was never whole, so the key is given back.
  response.on('close', () => {
    if (!ended) {
      ended = true;
      void settle(null);
    }
  });
}

function replayedHeadersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_RESPONSE_HEADERS) {
    const value = response.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Sends a stored first answer again, marked with `Idempotent-Replayed: true`; a stream goes out as the
 * whole stream it was. What the route's handler would have sent after it is ignored (it never runs).
 */
export function sendReplay(response: Response, answer: StoredAnswer): void {
  response.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader(REPLAYED_HEADER, 'true');
  response.setHeader('Content-Length', answer.body.length);
  response.end(answer.body);
  // Nest replies after an interceptor unless the handler owns the response: that reply has nothing to say.
  response.status = () => response;
  response.send = () => response;
  response.json = () => response;
}
