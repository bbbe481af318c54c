import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Session } from '../entities/session.entity';
import { authenticationOf } from './authenticated-request';

/** The session the request was made with, on routes marked @Authenticated(). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Session => authenticationOf(context).session,
);
