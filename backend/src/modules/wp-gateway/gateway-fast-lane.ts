import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PipeTransform } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AllExceptionsFilter } from '../../common/all-exceptions.filter';
import { logAccessWhenDone } from '../../common/http/access-log';
import { type FastLane, type LaneRequest, type Middleware, pathOf, runMiddleware } from '../../common/http/fast-lane';
import { answer } from './gateway-answer';
import { checkGatewayRequest } from './gateway-request-check';
import type { GatewayCapability } from './wp-gateway.constants';
import type { GatewayResult, WpGatewayService } from './wp-gateway.service';

/** What the app gives the lane, so it answers as the Nest routes do (see configureApp). */
export interface GatewayLaneParts {
  /** The app's middleware for /api/wp, in Express's order: request id, gateway timing, security headers, CORS, body parsers. */
  middleware: readonly Middleware[];
  /** The global validation pipe. */
  pipe: PipeTransform;
  /** The global exception filter. */
  filter: AllExceptionsFilter;
  logger: Logger;
}

const ROUTES: ReadonlyMap<string, GatewayCapability> = new Map([
  ['/api/wp/text', 'text'],
  ['/api/wp/photo', 'photo'],
  ['/api/wp/video', 'video'],
]);

/**
 * POST /api/wp/text|photo|video outside Express's router: the metered gateway is the API's hottest path
 * (WordPress sites call it server to server), and routing, the per-request logger with its async context
 * and DTO classes were half of its CPU time per call. Same middleware, validation, metering, headers,
 * errors and access line as WpGatewayController, which documents these routes and serves any request
 * the lane does not match (another spelling of the path, another method).
 */
export class GatewayFastLane implements FastLane {
  constructor(
    private readonly gateway: WpGatewayService,
    private readonly parts: GatewayLaneParts,
  ) {}

  matches(request: IncomingMessage): boolean {
    return request.method === 'POST' && ROUTES.has(pathOf(request.url));
  }

  async serve(request: LaneRequest, response: ServerResponse): Promise<void> {
    logAccessWhenDone(this.parts.logger, request, response);
    try {
      await runMiddleware(this.parts.middleware, request, response);
      const { prompt, api_key: apiKey } = await checkGatewayRequest(request.body, this.parts.pipe);
      const capability = ROUTES.get(pathOf(request.url))!;
      const result: GatewayResult<object> = await this.gateway[capability](apiKey, request.ip, prompt);
      sendJson(response, 200, answer(response, result));
    } catch (error) {
      const { status, body, headers } = this.parts.filter.answerFor(error, request.method, request.originalUrl, request.id);
      if (response.headersSent) {
        response.end();
        return;
      }
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      sendJson(response, status, body);
    }
  }
}

/** As Express's res.json sends it (less the ETag, which no client of a POST uses). */
function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  response.end(json);
}
