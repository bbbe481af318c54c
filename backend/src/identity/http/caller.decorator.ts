import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { User } from '../entities/user.entity';
import type { AuthenticatedRequest } from './authenticated-request';

/** The signed-in account (if any) and the client IP, on routes guarded by OptionalBearerGuard. */
export interface Caller {
  user: User | null;
  ip: string;
}

export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  return { user: request.authentication?.user ?? null, ip: request.ip ?? request.socket.remoteAddress ?? 'unknown' };
});
