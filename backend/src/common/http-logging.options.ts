import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Logger } from 'pino';
import { type HttpLogger, type Options, pinoHttp } from 'pino-http';
import { censorRequest, censorResponse } from './logging/log-secrets';
import { redactQuery, redactUrl } from './redact-url';
import { assignRequestId } from './request-id';

/** Every route below the global prefix, in path-to-regexp v8 syntax. */
export const ALL_ROUTES = { path: '{*path}', method: RequestMethod.ALL };

/**
 * The access log's pino-http settings: our root logger, request ids, and no log line per orchestrator health
 * probe. One access line per request is lean (request id, method, path, status, time): every header of every
 * request made ~1.5 KB of JSON a call and a measurable share of the gateway's tail latency. At `debug`
 * (or more verbose) the full request and response, headers included (secrets redacted), are logged instead.
 */
export function httpLoggingOptions(logger: Logger): Options {
  const verbose = logger.isLevelEnabled('debug');
  return {
    logger,
    // Normally already set by the Express-level request-id middleware (see app.setup.ts).
    genReqId: (request, response) => assignRequestId(request, response),
    autoLogging: { ignore: (request: IncomingMessage) => (request as { originalUrl?: string }).originalUrl === '/api/health' },
    // Keys and tokens may come in query strings (an embed's ?api_key=…); only their names reach the logs.
    // pino-http's serializers replace the root logger's, so the verbose ones censor credentials themselves.
    serializers: verbose ? { req: (request: Parameters<typeof redactRequest>[0]) => censorRequest(redactRequest(request)), res: censorResponse } : { req: leanRequest, res: leanResponse },
  };
}

/**
 * The access log as Express middleware (app.setup.ts mounts it below the API prefix): one line per request as
 * its answer finishes. pino-http alone, with no per-request logger kept in an async context (see AppLogger).
 */
export function requestLogging(logger: Logger): HttpLogger {
  return pinoHttp(httpLoggingOptions(logger));
}

/** The serialized request (pino's `url` and `query`) without secrets in its query string. */
function redactRequest(request: { url?: unknown; query?: unknown }): unknown {
  if (typeof request.url === 'string') request.url = redactUrl(request.url);
  request.query = redactQuery(request.query);
  return request;
}

/** Id, method and path (query secrets redacted): what an access line needs, nothing more. */
export function leanRequest(request: { id?: unknown; method?: unknown; url?: unknown }): unknown {
  return { id: request.id, method: request.method, url: typeof request.url === 'string' ? redactUrl(request.url) : request.url };
}

export function leanResponse(response: { statusCode?: unknown }): unknown {
  return { statusCode: response.statusCode };
}
