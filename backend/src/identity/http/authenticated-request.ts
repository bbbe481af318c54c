import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Authentication } from '../sessions/sessions.service';

/** A request that passed BearerAuthGuard. */
export interface AuthenticatedRequest extends Request {
  authentication?: Authentication;
}

/** Set by the guard; a handler reading it without the guard is a programming error. */
export function authenticationOf(context: ExecutionContext): Authentication {
  const authentication = context.switchToHttp().getRequest<AuthenticatedRequest>().authentication;
  if (!authentication) throw new Error('@CurrentUser()/@CurrentSession() used on a route without @Authenticated()');
  return authentication;
}
