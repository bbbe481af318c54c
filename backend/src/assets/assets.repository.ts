import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../database/run-sql';
import { assetUrl } from './asset-id';
import type { AssetFilter, AssetKind, AssetRecord, SaveAssetInput } from './asset.types';

interface AssetRow {
  id: string;
  kind: AssetKind;
  content_type: string;
  size: string | null;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
  user_id: string | null;
  session_id: string | null;
  project_id: string | null;
  project_kind: string | null;
  job_id: string | null;
  download_name: string | null;
  storage_key: string;
  created_at: Date;
}

export interface StoredAssetRow {
  record: AssetRecord;
  storageKey: string;
}

const COLUMNS = `id, kind, content_type, size, width, height, duration_seconds, user_id, session_id,
  project_id, project_kind, job_id, download_name, storage_key, created_at`;
const DEFAULT_LIST_LIMIT = 100;
const MAX_LIST_LIMIT = 500;

/** The `assets` table; the only code that writes it. */
@Injectable()
export class AssetsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(id: string, storageKey: string, size: number, input: SaveAssetInput): Promise<void> {
    await runSql(
      this.dataSource.manager,
      `INSERT INTO assets (id, kind, content_type, size, width, height, duration_seconds, user_id, session_id,
         project_id, project_kind, job_id, storage_key, download_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        input.kind,
        input.contentType,
        size,
        input.width ?? null,
        input.height ?? null,
        input.durationSeconds ?? null,
        input.ownerUserId,
        input.sessionId,
        input.projectId ?? null,
        input.projectKind ?? null,
        input.jobId ?? null,
        storageKey,
        input.downloadName ?? null,
      ],
    );
  }

  async find(id: string): Promise<StoredAssetRow | null> {
    const { rows } = await runSql<AssetRow>(this.dataSource.manager, `SELECT ${COLUMNS} FROM assets WHERE id = $1`, [id]);
    return rows[0] ? toStored(rows[0]) : null;
  }

  async list(filter: AssetFilter): Promise<AssetRecord[]> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const where = (sql: string, value: unknown) => {
      parameters.push(value);
      conditions.push(sql.replace('?', `$${parameters.length}`));
    };
    if (filter.ownerUserId !== undefined) where('user_id = ?', filter.ownerUserId);
    // A visitor's session sees only what it made without an account.
    if (filter.sessionId !== undefined) where('user_id IS NULL AND session_id = ?', filter.sessionId);
    if (filter.projectId !== undefined) where('project_id = ?', filter.projectId);
    if (filter.kind !== undefined) where('kind = ?', filter.kind);
    if (!conditions.length) throw new Error('assets are listed by owner, session or project, never all at once');
    const limit = Math.min(Math.max(1, filter.limit ?? DEFAULT_LIST_LIMIT), MAX_LIST_LIMIT);
    const { rows } = await runSql<AssetRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM assets WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, id LIMIT ${limit}`,
      parameters,
    );
    return rows.map((row) => toStored(row).record);
  }

  /** Deletes the row (only the owner's, when `ownerUserId` is given); answers its storage key. */
  async delete(id: string, ownerUserId?: string): Promise<string | null> {
    const { rows } = await runSql<{ storage_key: string }>(
      this.dataSource.manager,
      ownerUserId === undefined
        ? 'DELETE FROM assets WHERE id = $1 RETURNING storage_key'
        : 'DELETE FROM assets WHERE id = $1 AND user_id = $2 RETURNING storage_key',
      ownerUserId === undefined ? [id] : [id, ownerUserId],
    );
    return rows[0]?.storage_key ?? null;
  }


  /** Leaves a tombstone for a deleted asset of a project (see AssetTombstone). */
  async bury(assetId: string, projectId: string | null, successorId: string | null): Promise<void> {
    await runSql(
      this.dataSource.manager,
      `INSERT INTO asset_tombstones (asset_id, project_id, successor_asset_id) VALUES ($1, $2, $3)
       ON CONFLICT (asset_id) DO UPDATE SET successor_asset_id = EXCLUDED.successor_asset_id`,
      [assetId, projectId, successorId],
    );
  }

  /** Points every tombstone of the project at its newest file (or none). */
  async succeed(projectId: string, successorId: string | null): Promise<void> {
    await runSql(this.dataSource.manager, 'UPDATE asset_tombstones SET successor_asset_id = $2 WHERE project_id = $1', [projectId, successorId]);
  }

  async tombstone(assetId: string): Promise<{ successor_asset_id: string | null; gone_at: Date } | null> {
    const { rows } = await runSql<{ successor_asset_id: string | null; gone_at: Date }>(
      this.dataSource.manager,
      'SELECT successor_asset_id, gone_at FROM asset_tombstones WHERE asset_id = $1',
      [assetId],
    );
    return rows[0] ?? null;
  }

  async deleteOwnedBy(userId: string): Promise<string[]> {
    const { rows } = await runSql<{ storage_key: string }>(
      this.dataSource.manager,
      'DELETE FROM assets WHERE user_id = $1 RETURNING storage_key',
      [userId],
    );
    return rows.map((row) => row.storage_key);
  }
}

function toStored(row: AssetRow): StoredAssetRow {
  return {
    storageKey: row.storage_key,
    record: {
      id: row.id,
      url: assetUrl(row.id),
      kind: row.kind,
      contentType: row.content_type,
      size: row.size === null ? null : Number(row.size),
      width: row.width,
      height: row.height,
      durationSeconds: row.duration_seconds,
      ownerUserId: row.user_id,
      sessionId: row.session_id,
      projectId: row.project_id,
      projectKind: row.project_kind,
      jobId: row.job_id,
      downloadName: row.download_name,
      createdAt: row.created_at,
    },
  };
}
