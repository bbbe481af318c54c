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
import { VisitorWorkClaims } from '../ownership/visitor-work-claims.service';
import { createSecretToken, hashSecretToken, isWellFormedToken } from '../tokens/secret-token';
import { deviceKind, deviceLabel } from './device-label';
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

export interface StartedSession {
  token: string;
  /** The account's sign-in before this one; null on its first. */
  previousSignInAt: Date | null;
}

/** Bearer sessions: only the token's hash is stored; every query is scoped to the session's owner. */
@Injectable()
export class SessionsService {
  private readonly policy: SessionPolicy;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly visitorWork: VisitorWorkClaims,
  ) {
    this.policy = sessionPolicy(config.sessions);
  }

  /**
   * Signs the user in on this device; the token exists nowhere else from now on. Null when the account
   * is gone (deleted while its password was being checked): one transaction holds the user's row lock from
   * the read of the previous sign-in to the new session, so a deletion either came first (no row) or waits
   * and takes the session with it (ON DELETE CASCADE); a session never points at a vanished account.
   */
  async start(user: User, client: ClientInfo): Promise<StartedSession | null> {
    const started = await this.open(user, client);
    // Every way in (sign-up, password, sign-in link) passes here: the one place a visitor's work moves over.
    if (started && client.visitorId) await this.visitorWork.claimAll({ visitorId: client.visitorId, userId: user.id });
    return started;
  }

  private open(user: User, client: ClientInfo): Promise<StartedSession | null> {
    const token = createSecretToken(SESSION_TOKEN_PREFIX);
    const now = new Date();
    return this.sessions.manager.transaction(async (manager) => {
      // Reads the previous sign-in under the row lock the update takes, so two first sign-ins at once
      // do not both count as the first.
      const { rows } = await runSql<{ previous: Date | null }>(
        manager,
        `UPDATE users u SET last_sign_in_at = $2
         FROM (SELECT id, last_sign_in_at FROM users WHERE id = $1 FOR UPDATE) previous
         WHERE u.id = previous.id
         RETURNING previous.last_sign_in_at AS previous`,
        [user.id, now],
      );
      if (!rows.length) return null;
      const previousSignInAt = rows[0].previous;
      await manager.insert(Session, {
        userId: user.id,
        tokenHash: hashSecretToken(token),
        deviceLabel: deviceLabel(client.userAgent),
        deviceKind: deviceKind(client.userAgent),
        previousSignInAt,
        expiresAt: sessionExpiresAt(now, this.policy),
      });
      return { token, previousSignInAt };
    });
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

  /** Ends this device's own session (sign-out); false when the user has no session with that id. */
  async end(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.sessions.delete({ id: sessionId, userId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Ends one of the user's sessions from another device; false when the user has no session with that
   * id. The ended token is remembered (as a hash) so its device hears SESSION_REVOKED, not just 401.
   */
  async revoke(userId: string, sessionId: string): Promise<boolean> {
    const { rows } = await this.endAndRemember('user_id = $1 AND id = $2', [userId, sessionId]);
    return rows.length > 0;
  }

  /** Ends every other session of the user, remembered as revoked; answers how many of them were still live. */
  async endOthers(userId: string, keepSessionId: string): Promise<number> {
    const { rows } = await this.endAndRemember('user_id = $1 AND id <> $2', [userId, keepSessionId]);
    return rows.filter((row) => row.live).length;
  }

  /** True when the token belonged to a session ended from another device that would otherwise still run. */
  async wasRevoked(token: string): Promise<boolean> {
    if (!isWellFormedToken(token, SESSION_TOKEN_PREFIX)) return false;
    const { rows } = await runSql(
      this.sessions.manager,
      'SELECT 1 FROM revoked_sessions WHERE token_hash = $1 AND expires_at > now()',
      [hashSecretToken(token)],
    );
    return rows.length > 0;
  }

  /** Deletes the matching sessions and remembers each until it would have ended (absolute or idle end). */
  private endAndRemember(where: string, params: unknown[]) {
    const now = new Date();
    return runSql<{ live: boolean }>(
      this.sessions.manager,
      `WITH ended AS (
         DELETE FROM sessions WHERE ${where}
         RETURNING user_id, token_hash, expires_at, last_seen_at
       ), remembered AS (
         INSERT INTO revoked_sessions (token_hash, user_id, expires_at)
         SELECT token_hash, user_id, LEAST(expires_at, last_seen_at + $3::bigint * interval '1 millisecond') FROM ended
         ON CONFLICT (token_hash) DO NOTHING
       )
       SELECT (expires_at > $4 AND last_seen_at > $5) AS live FROM ended`,
      [...params, this.policy.idleMs, now, idleCutoff(now, this.policy)],
    );
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
