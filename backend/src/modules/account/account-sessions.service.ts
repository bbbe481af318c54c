import { Injectable } from '@nestjs/common';
import { SessionsService } from '../../identity/sessions/sessions.service';
import { AccountException } from './account.errors';
import { RevokedSessionsDto } from './dto/revoked-sessions.dto';
import { SessionDto } from './dto/session.dto';
import { mapSession } from './session.mapper';

/** The Sessions tab: every call is scoped to the signed-in user's own sessions. */
@Injectable()
export class AccountSessionsService {
  constructor(private readonly sessions: SessionsService) {}

  async list(userId: string, currentSessionId: string): Promise<SessionDto[]> {
    const sessions = await this.sessions.listLive(userId);
    return sessions.map((session) => mapSession(session, currentSessionId));
  }

  /** 404 for an unknown id and for another user's session alike; the ended device hears SESSION_REVOKED. */
  async revoke(userId: string, sessionId: string): Promise<void> {
    if (!(await this.sessions.revoke(userId, sessionId))) throw AccountException.sessionNotFound();
  }

  async revokeOthers(userId: string, currentSessionId: string): Promise<RevokedSessionsDto> {
    return { revoked: await this.sessions.endOthers(userId, currentSessionId) };
  }
}
