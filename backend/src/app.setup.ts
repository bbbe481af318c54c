import type { IncomingMessage } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { REPLAYED_HEADER } from './common/idempotency/idempotency.constants';
import { documentIdempotency } from './common/idempotency/idempotency.openapi';
import type { Logger } from 'pino';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { APP_VERSION } from './common/app-version';
import { createBodyParsers } from './common/body-parsers';
import { requestLogging } from './common/http-logging.options';
import { crossOrigin } from './common/http/cross-origin';
import { type Middleware, installFastLanes } from './common/http/fast-lane';
import { securityHeaders as createSecurityHeaders } from './common/http/security-headers';
import { REQUEST_ID_HEADER, assignRequestId } from './common/request-id';
import { API_KEY_SCHEME, BEARER_SCHEME } from './common/openapi/security-schemes';
import { createValidationPipe } from './common/validation.pipe';
import { GatewayFastLane } from './modules/wp-gateway/gateway-fast-lane';
import { gatewayTiming } from './modules/wp-gateway/gateway-timing';
import { WpGatewayService } from './modules/wp-gateway/wp-gateway.service';
import { GATEWAY_TIME_HEADER } from './modules/wp-gateway/wp-gateway.constants';
import type { AppConfig } from './config/app-config.interface';
import type { AreaName } from './config/config.constants';

export const API_PREFIX = 'api';

/** pino-http reuses `req.id` when present. */
type RequestWithId = IncomingMessage & { id?: string };

/** What configureApp needs besides the config: the root logger, and which areas this process serves. */
export interface AppSetup {
  logger: Logger;
  served: readonly AreaName[];
}

/** Everything cross-cutting about the HTTP app; shared by the real server and the tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig, { logger, served }: AppSetup): void {
  app.setGlobalPrefix(API_PREFIX);
  // Only the configured proxies (TRUST_PROXY, default loopback) may set X-Forwarded-For: anyone else,
  // on a private network too, could otherwise pick a new address per request past per-IP limits.
  app.set('trust proxy', config.trustProxy);
  // First of all, so every answer (even a 404 outside /api) carries the id the logs use.
  app.use(requestId);
  // Before the body parsers, so even a malformed request's answer reports the gateway's time.
  app.use(`/${API_PREFIX}/wp`, gatewayTiming);
  app.use(`/${API_PREFIX}/openai`, gatewayTiming);
  const securityHeaders = createSecurityHeaders();
  app.use(securityHeaders);
  const corsHeaders = crossOrigin({
    origin: [...config.corsOrigins],
    credentials: true,
    exposedHeaders: ['Retry-After', REQUEST_ID_HEADER, GATEWAY_TIME_HEADER, 'X-Engine', REPLAYED_HEADER],
  });
  app.use(corsHeaders);
  // The access log: after CORS (a preflight it answers is not logged), before the body parsers (AppModule), so a
  // rejected body still gets its line.
  app.use(`/${API_PREFIX}`, requestLogging(logger));
  const pipe = createValidationPipe();
  app.useGlobalPipes(pipe);
  const filter = new AllExceptionsFilter();
  app.useGlobalFilters(filter);
  setUpOpenApi(app);
  const lanes = served.includes('wp-gateway')
    ? [
        new GatewayFastLane(app.get(WpGatewayService), {
          // The same middleware, in the same order, as Express runs for /api/wp (the body parsers: AppModule).
          middleware: [requestId, gatewayTiming, securityHeaders, corsHeaders, ...(createBodyParsers(config.bodyLimitBytes) as Middleware[])],
          pipe,
          filter,
          logger,
        }),
      ]
    : [];
  installFastLanes(app, lanes);
}

const requestId: Middleware = (request, response, next) => {
  (request as RequestWithId).id = assignRequestId(request, response);
  next();
};

/**
 * The OpenAPI document of every route the app has. Also made without a database or a port by
 * backend/scripts/openapi-document.mjs, from which the frontends' API types are generated.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Atelier API')
      .setDescription('AI creation platform. Errors are answered as { statusCode, code, message }.')
      .setVersion(APP_VERSION)
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A session token (ats_…) from sign-in or sign-up' }, BEARER_SCHEME)
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key (atk_…) from POST /api/integrations/key' }, API_KEY_SCHEME)
      .build(),
  );
  return documentIdempotency(document);
}

function setUpOpenApi(app: NestExpressApplication): void {
  // Served at /api/docs, JSON at /api/docs-json; made at the first request for it, not on every start (50–60 ms).
  SwaggerModule.setup('docs', app, () => createOpenApiDocument(app), { useGlobalPrefix: true });
}
