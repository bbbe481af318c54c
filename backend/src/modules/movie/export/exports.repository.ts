import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';

export interface ExportRow {
  id: string;
  project_id: string;
  asset_id: string;
  content_hash: string;
  width: number;
  height: number;
  duration_seconds: number;
  size_bytes: number;
  /** Files made beside the video, by what they are (e.g. `subtitles_vtt`, `poster`): deleted with it. */
  extra_asset_ids: Record<string, string>;
  job_id: string | null;
  created_at: Date;
}

export type NewExport = Omit<ExportRow, 'id' | 'created_at'>;

const COLUMNS = 'id, project_id, asset_id, content_hash, width, height, duration_seconds, size_bytes::float8 AS size_bytes, extra_asset_ids, job_id, created_at';

/** `movie_exports`: every export of a movie, kept until its owner deletes it; newest first. */
@Injectable()
export class ExportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(row: NewExport): Promise<ExportRow> {
    const { rows } = await runSql<ExportRow>(
      this.dataSource.manager,
      `INSERT INTO movie_exports (project_id, asset_id, content_hash, width, height, duration_seconds, size_bytes, extra_asset_ids, job_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [row.project_id, row.asset_id, row.content_hash, row.width, row.height, row.duration_seconds, row.size_bytes, JSON.stringify(row.extra_asset_ids), row.job_id],
    );
    return rows[0];
  }

  async list(projectId: string): Promise<ExportRow[]> {
    const { rows } = await runSql<ExportRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM movie_exports WHERE project_id = $1 ORDER BY created_at DESC, id DESC`,
      [projectId],
    );
    return rows;
  }

  /** Deletes one export of the project; answers it (null when there was none). */
  async delete(projectId: string, exportId: string): Promise<ExportRow | null> {
    const { rows } = await runSql<ExportRow>(
      this.dataSource.manager,
      `DELETE FROM movie_exports WHERE project_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [projectId, exportId],
    );
    return rows[0] ?? null;
  }
}
