import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { IdentityException } from '../identity.errors';
import { SessionsService } from '../sessions/sessions.service';
import type { AuthenticatedRequest } from './authenticated-request';
import { bearerTokenFrom } from './bearer-token';

/** Lets a request through only with the token of a live session; anything else is 401 UNAUTHORIZED. */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await authenticateBearer(this.sessions, context.switchToHttp().getRequest<AuthenticatedRequest>());
    return true;
  }
}

/** Sets the request's authentication from its bearer token, or throws 401 (SESSION_REVOKED when it was ended elsewhere). */
export async function authenticateBearer(sessions: SessionsService, request: AuthenticatedRequest): Promise<void> {
  const token = bearerTokenFrom(request.headers.authorization);
  if (!token) throw IdentityException.signInRequired();
  const authentication = token ? await sessions.authenticate(token) : null;
  if (!authentication) {
    throw token && (await sessions.wasRevoked(token)) ? IdentityException.sessionRevoked() : IdentityException.sessionEnded();
  }
  request.authentication = authentication;
}
