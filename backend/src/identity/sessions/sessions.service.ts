import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { runSql } from '../../database/run-sql';
import { Session } from '../entities/session.entity';
import type { User } from '../entities/user.entity';
import type { ClientInfo } from '../http/client-info';
import { SESSION_TOKEN_PREFIX, SESSION_TOUCH_INTERVAL_MS } from '../identity.constants';
import { createSecretToken, hashSecretToken, isWellFormedToken } from '../tokens/secret-token';
import { deviceLabel } from './device-label';
import {
  SessionPolicy,
  idleCutoff,
  isSessionLive,
  sessionExpiresAt,
  sessionPolicy,
  shouldRecordUse,
} from './session-expiry';

export interface Authentication {
  user: User;
  session: Session;
}

/** Bearer sessions: only the token's hash is stored; every query is scoped to the session's owner. */
@Injectable()
export class SessionsService {
  private readonly policy: SessionPolicy;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = sessionPolicy(config.sessions);
  }

  /** Signs the user in on this device; returns the token, which exists nowhere else from now on. */
  async start(user: User, client: ClientInfo): Promise<string> {
    const token = createSecretToken(SESSION_TOKEN_PREFIX);
    const now = new Date();
    await this.sessions.insert({
      userId: user.id,
      tokenHash: hashSecretToken(token),
      deviceLabel: deviceLabel(client.userAgent),
      expiresAt: sessionExpiresAt(now, this.policy),
    });
    return token;
  }

  /** The live session and its user for a token, or null; records the use at most once a minute. */
  async authenticate(token: string): Promise<Authentication | null> {
    if (!isWellFormedToken(token, SESSION_TOKEN_PREFIX)) return null;
    const session = await this.sessions.findOne({
      where: { tokenHash: hashSecretToken(token) },
      relations: { user: true },
    });
    const now = new Date();
    if (!session?.user || !isSessionLive(session, now, this.policy)) return null;
    if (shouldRecordUse(session.lastSeenAt, now)) await this.recordUse(session, now);
    return { user: session.user, session };
  }

  /** Live sessions of a user, most recently used first. */
  listLive(userId: string): Promise<Session[]> {
    const now = new Date();
    return this.sessions.find({
      where: { userId, expiresAt: MoreThan(now), lastSeenAt: MoreThan(idleCutoff(now, this.policy)) },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
  }

  /** Ends one of the user's sessions; false when the user has no session with that id. */
  async end(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.sessions.delete({ id: sessionId, userId });
    return (result.affected ?? 0) > 0;
  }

  /** Ends every other session of the user; answers how many of them were still live. */
  async endOthers(userId: string, keepSessionId: string): Promise<number> {
    const now = new Date();
    const { rows } = await runSql<{ live: boolean }>(
      this.sessions.manager,
      `DELETE FROM sessions WHERE user_id = $1 AND id <> $2
       RETURNING (expires_at > $3 AND last_seen_at > $4) AS live`,
      [userId, keepSessionId, now, idleCutoff(now, this.policy)],
    );
    return rows.filter((row) => row.live).length;
  }

  /** Conditional, so concurrent requests of one client write once. */
  private async recordUse(session: Session, now: Date): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ lastSeenAt: now })
      .where('id = :id AND last_seen_at < :before', {
        id: session.id,
        before: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS),
      })
      .execute();
    session.lastSeenAt = now;
  }
}
