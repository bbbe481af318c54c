import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redactUrl } from '../redact-url';

/**
 * The access line for a request that no pino-http middleware saw (a fast lane), in the same shape as
 * the Express routes' (see http-logging.options.ts): request id, method, path with query secrets redacted,
 * status and time; headers too at `debug`, where the root logger's redaction hides credentials.
 */
export function logAccessWhenDone(logger: Logger, request: IncomingMessage, response: ServerResponse): void {
  const started = Date.now();
  response.once('close', () => {
    const verbose = logger.isLevelEnabled('debug');
    const req = verbose
      ? { id: request.id, method: request.method, url: redactUrl(request.url), headers: request.headers, remoteAddress: request.socket.remoteAddress }
      : { id: request.id, method: request.method, url: redactUrl(request.url) };
    const res = verbose ? { statusCode: response.statusCode, headers: response.getHeaders() } : { statusCode: response.statusCode };
    const line = { req, res, responseTime: Date.now() - started };
    if (response.statusCode >= 500) logger.error(line, 'request errored');
    else logger.info(line, response.writableFinished ? 'request completed' : 'request aborted');
  });
}
