import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { HttpTimeoutsConfig } from '../config/http-timeouts-config';
import { CommonErrorCode } from './common-error-code.enum';

/** Node checks its header and request deadlines on this beat (its default, 30 s, lets them overrun by as much). */
const CHECK_INTERVAL_MS = 1_000;

/**
 * Deadlines for receiving a request. Node's own `headersTimeout` and `requestTimeout` cover only the
 * request, never the answer, so streams (chat, job events) and downloads run as long as they need.
 * `requestTimeout` is server-wide and must leave uploads their time; ordinary bodies get the shorter
 * `requestSeconds` from a timer of our own, which also answers in the API's error shape.
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeoutsConfig): void {
  server.headersTimeout = timeouts.headersSeconds * 1000;
  server.requestTimeout = timeouts.uploadSeconds * 1000;
  server.keepAliveTimeout = timeouts.keepAliveSeconds * 1000;
  // Read when the server starts listening (a createServer option that @types/node lacks as a property).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = CHECK_INTERVAL_MS;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) =>
    enforceBodyDeadline(request, response, timeouts),
  );
}

function enforceBodyDeadline(request: IncomingMessage, response: ServerResponse, timeouts: HttpTimeoutsConfig): void {
  if (!hasBody(request) || isUpload(request)) return;
  const socket = request.socket;
  const timer = setTimeout(() => expire(request, response, timeouts.requestSeconds), timeouts.requestSeconds * 1000);
  // Listeners come off again: one keep-alive socket carries many requests.
  const stop = () => {
    clearTimeout(timer);
    request.off('end', stop);
    socket.off('close', stop);
  };
  request.once('end', stop);
  socket.once('close', stop);
}

/** 408 with `Connection: close`: the rest of the body will never be read, so the socket cannot be reused. */
function expire(request: IncomingMessage, response: ServerResponse, seconds: number): void {
  if (request.complete) return;
  if (response.headersSent) {
    // Answered without reading the body (e.g. a 404): nothing more to say, only the socket to free.
    if (response.writableFinished) request.socket.destroy();
    return;
  }
  const body = JSON.stringify({
    statusCode: 408,
    code: CommonErrorCode.REQUEST_TIMEOUT,
    message: `The request body did not arrive within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  });
  response.shouldKeepAlive = false;
  response.writeHead(408, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  response.end(body, () => request.socket.destroy());
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Multipart bodies (images, audio, avatars) may take longer over slow links: Node's requestTimeout limits them. */
function isUpload(request: IncomingMessage): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}
