import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { User } from '../entities/user.entity';
import { authenticationOf } from './authenticated-request';

/** The signed-in account, on routes marked @Authenticated(). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => authenticationOf(context).user,
);
