import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { SESSION_ID_PATTERN } from '../../common/session-id';

/** The visitor id every browser request carries (spec 000 §3's session id); its work moves in at sign-in. */
export const VISITOR_ID_HEADER = 'x-session-id';

type VisitorRequest = Pick<Request, 'headers' | 'body' | 'query'>;

/**
 * The one way the server reads a visitor id (ARCHITECTURE §6): the `X-Session-Id` header the API client
 * sends on every call, else the `session_id` field of the body or query where the spec's contract has one
 * (chat, photo, video, jobs). Only a well-formed id counts; none is undefined.
 */
export function visitorIdOf(request: VisitorRequest): string | undefined {
  const body: unknown = request.body;
  const candidates = [
    request.headers[VISITOR_ID_HEADER],
    typeof body === 'object' && body !== null ? (body as { session_id?: unknown }).session_id : undefined,
    request.query?.session_id,
  ];
  for (const candidate of candidates) {
    const value = typeof candidate === 'string' ? candidate.trim() : '';
    if (value && SESSION_ID_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** The request's visitor id (visitorIdOf), undefined when it names none. */
export const VisitorId = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined =>
  visitorIdOf(context.switchToHttp().getRequest<Request>()),
);
