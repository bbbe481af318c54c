import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';

export interface ClipRow {
  content_hash: string;
  asset_id: string;
  seconds: number;
}

/** Rendered pieces kept for the next export of the same project (title cards, credits, conformed scenes). */
@Injectable()
export class ClipsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(projectId: string, hash: string): Promise<ClipRow | null> {
    const { rows } = await runSql<ClipRow>(
      this.dataSource.manager,
      'SELECT content_hash, asset_id, seconds FROM movie_clips WHERE project_id = $1 AND content_hash = $2',
      [projectId, hash],
    );
    return rows[0] ?? null;
  }

  /** Keeps the clip unless one with the same content is already kept (answers false: the caller's copy is spare). */
  async insert(projectId: string, hash: string, assetId: string, seconds: number): Promise<boolean> {
    const { rowCount } = await runSql(
      this.dataSource.manager,
      `INSERT INTO movie_clips (project_id, content_hash, asset_id, seconds) VALUES ($1, $2, $3, $4)
       ON CONFLICT (project_id, content_hash) DO NOTHING`,
      [projectId, hash, assetId, seconds],
    );
    return rowCount > 0;
  }

  /** Forgets the project's clips the latest export did not use; answers their files (to remove). */
  async prune(projectId: string, keep: readonly string[]): Promise<string[]> {
    const { rows } = await runSql<{ asset_id: string }>(
      this.dataSource.manager,
      'DELETE FROM movie_clips WHERE project_id = $1 AND NOT (content_hash = ANY($2::text[])) RETURNING asset_id',
      [projectId, keep],
    );
    return rows.map((row) => row.asset_id);
  }
}
