import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { runSql } from '../../database/run-sql';
import { IdentityException } from '../identity.errors';
import { ThrottleDecision, decideThrottle, tooManyAttemptsMessage } from './throttle-window';

export interface ThrottleRule {
  /** e.g. `login:email:ada@example.com`; stored only as a SHA-256. */
  key: string;
  limit: number;
  windowMinutes: number;
}

/**
 * Counts one attempt and reads the result in a single statement, so concurrent requests and several
 * instances share exact counts. A window that has ended restarts at 1.
 */
const COUNT_ATTEMPT = `
  INSERT INTO auth_throttle AS t (key, count, window_ends_at)
  VALUES ($1, 1, now() + make_interval(mins => $2))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN t.window_ends_at <= now() THEN 1 ELSE LEAST(t.count + 1, 1000000000) END,
    window_ends_at = CASE WHEN t.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE t.window_ends_at END
  RETURNING count, window_ends_at, now() AS now`;

/** Attempt counters in PostgreSQL (table auth_throttle), for sign-in and sign-in links. */
@Injectable()
export class AuthThrottleService {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Counts this attempt; `allowed` is false once the rule's limit is passed within its window. */
  async count(rule: ThrottleRule): Promise<ThrottleDecision> {
    const { rows } = await runSql<{ count: number; window_ends_at: Date; now: Date }>(this.manager, COUNT_ATTEMPT, [
      throttleKey(rule.key),
      rule.windowMinutes,
    ]);
    const [row] = rows;
    return decideThrottle({ count: row.count, windowEndsAt: row.window_ends_at, now: row.now }, rule.limit);
  }

  /** Counts this attempt and refuses it with 429 TOO_MANY_ATTEMPTS (and Retry-After) past the limit. */
  async enforce(rule: ThrottleRule): Promise<void> {
    const decision = await this.count(rule);
    if (!decision.allowed) {
      throw IdentityException.tooManyAttempts(
        tooManyAttemptsMessage(decision.retryAfterSeconds),
        decision.retryAfterSeconds,
      );
    }
  }

  async reset(key: string): Promise<void> {
    await runSql(this.manager, 'DELETE FROM auth_throttle WHERE key = $1', [throttleKey(key)]);
  }
}

/** Hashed so the table holds no addresses. */
function throttleKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
