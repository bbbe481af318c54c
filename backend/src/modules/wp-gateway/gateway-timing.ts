import type { ServerResponse } from 'node:http';
import { GATEWAY_TIME_HEADER } from './wp-gateway.constants';

const ENGINE_MS = Symbol('engineMs');
type TimedResponse = ServerResponse & { [ENGINE_MS]?: number };

/** Time spent in the engine, excluded from the gateway's own time. */
export function recordEngineTime(response: ServerResponse, ms: number): void {
  (response as TimedResponse)[ENGINE_MS] = ms;
}

/**
 * Express middleware for /api/wp and /api/openai: when the headers go out (success or error, even a JSON
 * parse error), adds the gateway's own time — total so far minus the engine's — as X-Gateway-Time-Ms and
 * Server-Timing.
 *
 * What it covers, exactly: from this middleware (the second one run, by Express or the gateway's fast
 * lane, right after the request id, so once Node has parsed the request head) to the moment the answer's
 * headers are written: body parsing, validation, the key check, the metering reservation and settlement,
 * and serialising the answer; minus the engine's time (its call to the provider included). What it cannot
 * see: the time a request waited before that — in the socket's queue or behind other requests on a busy
 * event loop — nor writing the body out. Under load that wait dominates the tail; only a client measures
 * it (`npm run bench:gateway` does, from each request's scheduled send time).
 */
export function gatewayTiming(_request: unknown, response: ServerResponse, next: () => void): void {
  const started = process.hrtime.bigint();
  const writeHead = response.writeHead;
  response.writeHead = function timedWriteHead(this: ServerResponse, ...args: unknown[]) {
    const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
    const engineMs = (response as TimedResponse)[ENGINE_MS] ?? 0;
    const ownMs = Math.max(0, totalMs - engineMs);
    response.setHeader(GATEWAY_TIME_HEADER, ownMs.toFixed(3));
    response.setHeader('Server-Timing', `gateway;dur=${ownMs.toFixed(3)}, engine;dur=${engineMs.toFixed(3)}`);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  next();
}
