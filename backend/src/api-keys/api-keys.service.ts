import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { prepared, runPrepared } from '../database/prepared-statement';
import { runSql } from '../database/run-sql';
import { createApiKey, hashApiKey, isWellFormedApiKey, visibleParts } from './api-key-format';
import type { ApiKeyRecord, KeyHolder } from './api-key-records';

interface KeyRow {
  id: string;
  label: string;
  key_start: string;
  key_end: string;
  created_at: Date;
  last_used_at: Date | null;
}

interface HolderRow {
  id: string;
  user_id: string;
  last_used_at: Date | null;
  tokens: string;
  images: number;
  videos: number;
}

const FIND_HOLDER = prepared(
  'api-keys.find-holder',
  `SELECT k.id, k.user_id, k.last_used_at, p.tokens, p.images, p.videos
   FROM api_keys k JOIN users u ON u.id = k.user_id JOIN integration_plans p ON p.id = u.api_plan
   WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
);
const TOUCH = prepared('api-keys.touch', 'UPDATE api_keys SET last_used_at = now() WHERE id = $1');

/** `last_used_at` is refreshed at most this often, so a busy key does not write its row on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

const mapKey = (row: KeyRow): ApiKeyRecord => ({
  id: row.id,
  label: row.label,
  keyStart: row.key_start,
  keyEnd: row.key_end,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** API keys: created once in full, stored as a hash, listed and revoked by their owner only. */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The full key is in the answer and nowhere else, ever. */
  async create(userId: string, label: string): Promise<{ record: ApiKeyRecord; key: string }> {
    const key = createApiKey();
    const { start, end } = visibleParts(key);
    const { rows } = await runSql<KeyRow>(
      this.dataSource.manager,
      `INSERT INTO api_keys (user_id, label, key_hash, key_start, key_end) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, label, key_start, key_end, created_at, last_used_at`,
      [userId, label, hashApiKey(key), start, end],
    );
    return { record: mapKey(rows[0]), key };
  }

  /** The owner's live keys, newest first. */
  async list(userId: string): Promise<ApiKeyRecord[]> {
    const { rows } = await runSql<KeyRow>(
      this.dataSource.manager,
      `SELECT id, label, key_start, key_end, created_at, last_used_at FROM api_keys
       WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
      [userId],
    );
    return rows.map(mapKey);
  }

  /** False when the key is not the owner's (or already revoked): the caller answers 404 either way. */
  async revoke(userId: string, keyId: string): Promise<boolean> {
    const { rowCount } = await runSql(
      this.dataSource.manager,
      'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
      [keyId, userId],
    );
    return rowCount > 0;
  }

  /** The holder of a live key, or null; revocation takes effect on the next call as nothing is cached. */
  async authenticate(key: string): Promise<KeyHolder | null> {
    if (!isWellFormedApiKey(key)) return null;
    const { rows } = await runPrepared<HolderRow>(this.dataSource, FIND_HOLDER, [hashApiKey(key)]);
    const row = rows[0];
    if (!row) return null;
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) this.touch(row.id);
    return {
      keyId: row.id,
      userId: row.user_id,
      allowance: { tokens: Number(row.tokens), images: row.images, videos: row.videos },
    };
  }

  /** Best effort, off the request's path: a lost update only makes "last used" a minute staler. */
  private touch(keyId: string): void {
    runPrepared(this.dataSource, TOUCH, [keyId]).catch(
      (error: unknown) => this.logger.warn(`could not record the use of key ${keyId}: ${String(error)}`),
    );
  }
}
