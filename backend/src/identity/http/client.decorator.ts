import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { ClientInfo } from './client-info';

/** The caller's IP and User-Agent, for throttling and for naming the session's device. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): ClientInfo => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: request.ip ?? request.socket.remoteAddress ?? 'unknown', userAgent: request.headers['user-agent'] };
});
