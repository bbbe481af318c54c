import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Application } from 'express';
import proxyAddr from 'proxy-addr';
import { CommonErrorCode } from '../common-error-code.enum';

/** A request as a lane sees it: Node's, plus what Express would have told about it. */
export interface LaneRequest extends IncomingMessage {
  /** As Express's `req.ip`: X-Forwarded-For's address when a trusted proxy set it (`trust proxy`), else the socket's. */
  ip: string;
  originalUrl: string;
  /** Set by the body parsers. */
  body?: unknown;
}

/** An Express-style middleware (helmet, cors, body-parser and ours only use what Node's objects have). */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * A route served straight from Node's HTTP server instead of through Express and Nest's router, for the
 * few hot paths where their per-request cost (routing, the per-request logger and its async context,
 * DTO classes) is most of the work. A lane must answer exactly as its Nest route would: it reuses the
 * app's own middleware, validation pipe and exception filter (see the gateway's lane), and its Nest
 * controller stays, documented in the OpenAPI document, for every request the lane does not match.
 */
export interface FastLane {
  /** Cheap: method and exact path. Anything else (other spellings, other methods) goes to Express. */
  matches(request: IncomingMessage): boolean;
  /** Answers every request it takes, errors included. */
  serve(request: LaneRequest, response: ServerResponse): Promise<void>;
}

/** Puts the lanes in front of Express on the app's HTTP server; requests no lane matches go on as before. */
export function installFastLanes(app: NestExpressApplication, lanes: readonly FastLane[]): void {
  if (lanes.length === 0) return;
  const server = app.getHttpServer() as Server;
  const express = app.getHttpAdapter().getInstance() as Application;
  if (!server.listeners('request').includes(express)) throw new Error("fast lanes: Express is not the HTTP server's request handler");
  server.removeListener('request', express);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const lane = lanes.find((candidate) => candidate.matches(request));
    if (!lane) {
      express(request, response);
      return;
    }
    const laneRequest = request as LaneRequest;
    laneRequest.originalUrl = request.url ?? '';
    laneRequest.ip = proxyAddr(request, express.get('trust proxy fn') as (address: string, index: number) => boolean);
    lane.serve(laneRequest, response).catch((error: unknown) => {
      // A lane answers its own errors; this is the last resort, so a bug never leaves a request hanging.
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ statusCode: 500, code: CommonErrorCode.INTERNAL_ERROR, message: 'Internal server error' }));
      process.emitWarning(`fast lane failed: ${String(error)}`);
    });
  });
}

/**
 * Runs middleware in order, as Express does, as one promise: resolves when the last calls `next()`, rejects
 * with what one passes to `next` (the rest do not run). One promise per request rather than one per
 * middleware: on the gateway's hot path each promise and its turn through the microtask queue count.
 */
export function runMiddleware(chain: readonly Middleware[], request: IncomingMessage, response: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error) return reject(error);
      const middleware = chain[index++];
      if (!middleware) return resolve();
      try {
        middleware(request, response, next);
      } catch (thrown) {
        reject(thrown);
      }
    };
    next();
  });
}

/** The path of a request URL, without its query string. */
export function pathOf(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
