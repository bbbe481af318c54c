import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedRequest } from './authenticated-request';
import { bearerTokenFrom } from './bearer-token';
import { IdentityException } from '../identity.errors';
import { SessionsService } from '../sessions/sessions.service';

/**
 * Visitors may call without a token; a token that is sent must be live (401 otherwise), so a
 * signed-out client learns it instead of silently chatting as a visitor.
 */
@Injectable()
export class OptionalBearerGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (request.headers.authorization === undefined) return true;
    const token = bearerTokenFrom(request.headers.authorization);
    const authentication = token ? await this.sessions.authenticate(token) : null;
    if (!authentication) {
      throw token && (await this.sessions.wasRevoked(token)) ? IdentityException.sessionRevoked() : IdentityException.sessionEnded();
    }
    request.authentication = authentication;
    return true;
  }
}
