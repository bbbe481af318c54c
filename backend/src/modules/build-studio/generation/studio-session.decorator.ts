import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { visitorIdOf } from '../../../identity/http/visitor-id';

const CLIENT_ID = /^[a-z0-9]{24}$/;

/**
 * Which browser a visitor's request comes from, for the daily quota (counted per IP *and* per session,
 * like chat) and their cached generations: X-Session-Id (the spec's session id; the generate body has no
 * field for it), else the X-Client-Id every studio request carries, else the address alone.
 */
export const StudioSession = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<Request>();
  const session = visitorIdOf(request);
  if (session) return session;
  const client = request.headers['x-client-id'];
  if (typeof client === 'string' && CLIENT_ID.test(client)) return `client-${client}`;
  return `ip-${(request.ip ?? 'unknown').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60)}`;
});
