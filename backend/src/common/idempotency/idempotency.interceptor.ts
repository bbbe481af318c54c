import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Observable, from, mergeMap, of } from 'rxjs';
import type { AuthenticatedRequest } from '../../identity/http/authenticated-request';
import { visitorIdOf } from '../../identity/http/visitor-id';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PARAMETER } from './idempotency.constants';
import { idempotencyKeyOf } from './idempotency-key';
import { IdempotencyStore } from './idempotency.store';
import { recordResponse, sendReplay } from './recorded-response';
import { httpRequestFingerprint } from './request-fingerprint';
import { validatedBodyOf } from './route-body';

/**
 * Stripe's idempotency in front of a route (see `@Idempotent()`): the first request under a key runs and its
 * answer is stored; the same request again gets that answer (`Idempotent-Replayed: true`) without running,
 * so nothing is generated or charged twice; another request under the key is 422; one while the first
 * runs is 409. Runs after the guards (the owner is known); the body is validated first (a 400 takes no key).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly store: IdempotencyStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const response = http.getResponse<Response>();
    const key = idempotencyKeyOf(request.query[IDEMPOTENCY_KEY_PARAMETER], request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    // Without a key a request is simply not idempotent (Stripe: the key is optional).
    if (key === null) return next.handle();
    const route = routeOf(request);
    const claimed = validatedBodyOf(context, request.body).then((body) =>
      this.store.begin(
        { owner: ownerOf(request), endpoint: `${request.method} ${route}`, key },
        httpRequestFingerprint({ method: request.method, route, query: request.query, body }),
      ),
    );
    return from(claimed).pipe(
      mergeMap((claim) => {
        if (claim.kind === 'replay') {
          sendReplay(response, claim.answer);
          return of(undefined);
        }
        recordResponse(response, (answer) => (answer ? this.store.complete(claim.id, answer) : this.store.release(claim.id)));
        return next.handle();
      }),
    );
  }
}

/** The route as declared (`/api/chat/stream`), so a key is scoped to one operation. */
function routeOf(request: Request): string {
  const route = (request.route as { path?: string } | undefined)?.path;
  return `${request.baseUrl}${route ?? request.path}`;
}

/**
 * Whose key: the signed-in account's, else the visitor's (visitorIdOf: X-Session-Id, or chat's and photo's `session_id`),
 * else the client address's. Another owner's key is another key: it can neither replay nor block theirs.
 */
export function ownerOf(request: AuthenticatedRequest): string {
  const userId = request.authentication?.user?.id;
  if (userId) return `account:${userId}`;
  const visitorId = visitorIdOf(request);
  if (visitorId) return `visitor:${visitorId}`;
  return `ip:${request.ip ?? request.socket.remoteAddress ?? 'unknown'}`;
}
