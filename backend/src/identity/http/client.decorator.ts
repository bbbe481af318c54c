import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { SESSION_ID_PATTERN } from '../../common/session-id';
import type { ClientInfo } from './client-info';
import { visitorIdOf } from './visitor-id';

/** Optional header with which a browser names itself to sign-in limits (same shape as its session id). */
export const CLIENT_ID_HEADER = 'x-client-id';

/** For @ApiHeader on the sign-up and sign-in routes. */
export const VISITOR_ID_HEADER_DOC = {
  name: 'X-Session-Id',
  required: false,
  description:
    "The browser's visitor id (spec: the session id sent with chat, photo and video). What a visitor made " +
    'under it (chats, photos, videos, movies, songs) becomes the account\'s at sign-up and sign-in.',
};

/** For @ApiHeader on the sign-in routes. */
export const CLIENT_ID_HEADER_DOC = {
  name: 'X-Client-Id',
  required: false,
  description:
    "The browser's own random id (1–64 letters, digits, _ or -). Wrong passwords lock out only the client " +
    'they come from; without this header a client is its User-Agent on its network.',
};

/** The caller's IP, User-Agent and client id, for throttling and for naming the session's device. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): ClientInfo => {
  const request = context.switchToHttp().getRequest<Request>();
  const clientId = request.headers[CLIENT_ID_HEADER];
  return {
    ip: request.ip ?? request.socket.remoteAddress ?? 'unknown',
    userAgent: request.headers['user-agent'],
    clientId: typeof clientId === 'string' && SESSION_ID_PATTERN.test(clientId) ? clientId : undefined,
    visitorId: visitorIdOf(request),
  };
});
