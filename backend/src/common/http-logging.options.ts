import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { Logger } from 'pino';
import { redactQuery, redactUrl } from './redact-url';
import { assignRequestId } from './request-id';

/** Every route below the global prefix, in path-to-regexp v8 syntax. */
export const ALL_ROUTES = { path: '{*path}', method: RequestMethod.ALL };

/** nestjs-pino settings: our root logger, request ids, and no log line per orchestrator health probe. */
export function httpLoggingOptions(logger: Logger): Params {
  return {
    forRoutes: [ALL_ROUTES],
    pinoHttp: {
      logger,
      // Normally already set by the Express-level request-id middleware (see app.setup.ts).
      genReqId: (request, response) => assignRequestId(request, response),
      autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
      // Keys and tokens may come in query strings (an embed's ?api_key=…); only their names reach the logs.
      serializers: { req: redactRequest },
    },
  };
}

/** The serialized request (pino's `url` and `query`) without secrets in its query string. */
function redactRequest(request: { url?: unknown; query?: unknown }): unknown {
  if (typeof request.url === 'string') request.url = redactUrl(request.url);
  request.query = redactQuery(request.query);
  return request;
}
