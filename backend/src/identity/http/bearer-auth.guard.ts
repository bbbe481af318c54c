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
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerTokenFrom(request.headers.authorization);
    const authentication = token ? await this.sessions.authenticate(token) : null;
    if (!authentication) {
      throw token && (await this.sessions.wasRevoked(token)) ? IdentityException.sessionRevoked() : IdentityException.sessionEnded();
    }
    request.authentication = authentication;
    return true;
  }
}
