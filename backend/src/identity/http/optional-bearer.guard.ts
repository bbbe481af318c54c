import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedRequest } from './authenticated-request';
import { authenticateBearer } from './bearer-auth.guard';
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
    if (request.headers.authorization !== undefined) await authenticateBearer(this.sessions, request);
    return true;
  }
}
