import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../database/run-sql';
import { IDEMPOTENCY_RETENTION_HOURS, IDEMPOTENCY_STALE_MINUTES } from './idempotency.constants';
import { IdempotencyException } from './idempotency.errors';

/** Where a key is unique: whose it is (an account, a visitor's browser session) and which operation. */
export interface IdempotencyScope {
  owner: string;
  endpoint: string;
  key: string;
}

/** A first answer as it is sent again. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What `begin` found: the key is now this request's (`id` to complete or release), or a stored answer. */
export type IdempotencyClaim = { kind: 'run'; id: string } | { kind: 'replay'; answer: StoredAnswer };

interface KeyRow {
  fingerprint: string;
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: Buffer | null;
}

/**
 * The one table of idempotency keys (Stripe's semantics): a key is taken by its first request, which
 * stores its answer when it finished; a key of a request that failed or was cut off is given back.
 */
@Injectable()
export class IdempotencyStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private sql<T>(text: string, parameters: unknown[]) {
    return runSql<T>(this.dataSource.manager, text, parameters);
  }

  /**
   * Takes the key for this request, or finds what it already stands for: the same request answered
   * (replay), another request (422), or the first still running (409). A first request cut off long ago,
   * or a key past its retention, is taken over.
   */
  async begin(scope: IdempotencyScope, fingerprint: string): Promise<IdempotencyClaim> {
    const { rows } = await this.sql<{ id: string }>(
      `INSERT INTO idempotency_keys (owner, endpoint, key, fingerprint) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner, endpoint, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, created_at = now(), locked_at = now(),
             response_status = NULL, response_headers = NULL, response_body = NULL
         WHERE (idempotency_keys.response_status IS NULL
                AND idempotency_keys.locked_at < now() - make_interval(mins => $5))
            OR idempotency_keys.created_at < now() - make_interval(hours => $6)
       RETURNING id`,
      [scope.owner, scope.endpoint, scope.key, fingerprint, IDEMPOTENCY_STALE_MINUTES, IDEMPOTENCY_RETENTION_HOURS],
    );
    if (rows[0]) return { kind: 'run', id: rows[0].id };
    const earlier = await this.find(scope);
    // Given back between the two statements: this request may take it on its retry.
    if (!earlier) throw IdempotencyException.inUse();
    if (earlier.fingerprint !== fingerprint) throw IdempotencyException.reused();
    if (earlier.response_status === null) throw IdempotencyException.inUse();
    return {
      kind: 'replay',
      answer: { status: earlier.response_status, headers: earlier.response_headers ?? {}, body: earlier.response_body ?? Buffer.alloc(0) },
    };
  }

  /** Stores the first answer; from now on the key answers it again. */
  async complete(id: string, answer: StoredAnswer): Promise<void> {
    await this.sql(
      `UPDATE idempotency_keys SET response_status = $2, response_headers = $3, response_body = $4, completed_at = now()
       WHERE id = $1 AND response_status IS NULL`,
      [id, answer.status, JSON.stringify(answer.headers), answer.body],
    );
  }

  /** Gives the key back (the request failed before it was done, or was cut off): a retry runs it again. */
  async release(id: string): Promise<void> {
    await this.sql('DELETE FROM idempotency_keys WHERE id = $1 AND response_status IS NULL', [id]);
  }

  /** Deletes keys past their retention; returns how many. */
  async sweep(now: Date): Promise<number> {
    const { rowCount } = await this.sql(
      'DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - make_interval(hours => $2)',
      [now.toISOString(), IDEMPOTENCY_RETENTION_HOURS],
    );
    return rowCount;
  }

  private async find(scope: IdempotencyScope): Promise<KeyRow | null> {
    const { rows } = await this.sql<KeyRow>(
      `SELECT fingerprint, response_status, response_headers, response_body FROM idempotency_keys
       WHERE owner = $1 AND endpoint = $2 AND key = $3`,
      [scope.owner, scope.endpoint, scope.key],
    );
    return rows[0] ?? null;
  }
}
