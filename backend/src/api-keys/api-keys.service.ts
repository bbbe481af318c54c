import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MeteringPool } from '../database/metering-pool';
import { prepared } from '../database/prepared-statement';
import { runSql } from '../database/run-sql';
import { createApiKey, hashApiKey, visibleParts } from './api-key-format';
import { ApiUsageService } from './api-usage.service';
import type { ApiKeyRecord } from './api-key-records';

interface KeyRow {
  id: string;
  label: string;
  key_start: string;
  key_end: string;
  created_at: Date;
  last_used_at: Date | null;
}

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

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metering: MeteringPool,
    private readonly usage: ApiUsageService,
  ) {}

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

  async countLive(userId: string): Promise<number> {
    const { rows } = await runSql<{ live: string }>(
      this.dataSource.manager,
      'SELECT count(*) AS live FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    );
    return Number(rows[0].live);
  }

  /** False when the key is not the owner's (or already revoked): the caller answers 404 either way. */
  async revoke(userId: string, keyId: string): Promise<boolean> {
    const { rowCount } = await runSql(
      this.dataSource.manager,
      'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
      [keyId, userId],
    );
    if (rowCount > 0) this.usage.forgetKey(keyId);
    return rowCount > 0;
  }

  /** The live key's id and account, or null for an unknown or revoked key; for calls that meter nothing. */
  async findLive(apiKey: string): Promise<{ keyId: string; userId: string; lastUsedAt: Date | null } | null> {
    const { rows } = await runSql<{ id: string; user_id: string; last_used_at: Date | null }>(
      this.dataSource.manager,
      'SELECT id, user_id, last_used_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [hashApiKey(apiKey)],
    );
    const row = rows[0];
    return row ? { keyId: row.id, userId: row.user_id, lastUsedAt: row.last_used_at } : null;
  }

  /**
   * Notes that a key was used, at most once a minute per key, off the request's path. Returns when it
   * wrote "last used" (null when it did not need to).
   */
  recordUse(keyId: string, lastUsedAt: Date | null): Date | null {
    if (lastUsedAt && Date.now() - lastUsedAt.getTime() <= LAST_USED_RESOLUTION_MS) return null;
    this.touch(keyId);
    return new Date();
  }

  /** Best effort, off the request's path: a lost update only makes "last used" a minute staler. */
  private touch(keyId: string): void {
    this.metering.run(TOUCH, [keyId]).catch(
      (error: unknown) => this.logger.warn(`could not record the use of key ${keyId}: ${String(error)}`),
    );
  }
}
