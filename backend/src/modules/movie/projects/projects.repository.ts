import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import { isUniqueViolation } from '../../../database/sql-errors';
import { type MovieOwner, OWNED_BY } from '../movie-owner';
import type { TargetLength } from '../movie.constants';
import type { AspectRatio } from '../render/aspect-ratio';

export interface ProjectRow {
  id: string;
  client_key: string | null;
  owner_user_id: string | null;
  owner_session_id: string | null;
  title: string;
  logline: string;
  target_length: TargetLength;
  aspect_ratio: AspectRatio;
  script_prompt: string;
  export_asset_id: string | null;
  export_hash: string | null;
  export_job_id: string | null;
  export_poster_asset_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ProjectSummaryRow extends ProjectRow {
  character_count: number;
  scene_count: number;
  rendered_count: number;
}

const COLUMNS = `p.id, p.client_key, p.owner_user_id, p.owner_session_id, p.title, p.logline, p.target_length, p.aspect_ratio, p.script_prompt,
  p.export_asset_id, p.export_hash, p.export_job_id, p.export_poster_asset_id, p.created_at, p.updated_at`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project id as the client sends it: the server's uuid, or the 'movie_<timestamp>' key it made first. */
export const isProjectUuid = (ref: string) => UUID.test(ref);

/** Movie projects; every read is scoped to its owner (another owner's id finds nothing). */
@Injectable()
export class ProjectsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private sql<T>(text: string, parameters: unknown[], manager: EntityManager = this.dataSource.manager) {
    return runSql<T>(manager, text, parameters);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async find(owner: MovieOwner, ref: string, manager?: EntityManager, lock = false): Promise<ProjectRow | null> {
    const byId = isProjectUuid(ref);
    const { rows } = await this.sql<ProjectRow>(
      `SELECT ${COLUMNS} FROM movie_projects p WHERE ${OWNED_BY('p')} AND ${byId ? 'p.id = $3::uuid' : 'p.client_key = $3'}
       ${lock ? 'FOR UPDATE' : ''}`,
      [owner.userId, owner.sessionId, byId ? ref.toLowerCase() : ref],
      manager,
    );
    return rows[0] ?? null;
  }

  /** The row of a project a worker renders for (jobs carry the id; the owner was checked when they were submitted). */
  async get(id: string): Promise<ProjectRow | null> {
    const { rows } = await this.sql<ProjectRow>(`SELECT ${COLUMNS} FROM movie_projects p WHERE p.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async countOwned(owner: MovieOwner): Promise<number> {
    const { rows } = await this.sql<{ count: string }>(`SELECT count(*) FROM movie_projects p WHERE ${OWNED_BY('p')}`, [owner.userId, owner.sessionId]);
    return Number(rows[0].count);
  }

  /** A new project under the client's key; a concurrent twin of the same first save finds the same row. */
  async create(owner: MovieOwner, clientKey: string): Promise<ProjectRow> {
    try {
      const { rows } = await this.sql<ProjectRow>(
        `INSERT INTO movie_projects AS p (client_key, owner_user_id, owner_session_id) VALUES ($3, $1, $2)
         RETURNING ${COLUMNS}`,
        [owner.userId, owner.userId ? null : owner.sessionId, clientKey],
      );
      return rows[0];
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await this.find(owner, clientKey);
      if (!existing) throw error;
      return existing;
    }
  }

  /** `aspectRatio` undefined: the movie keeps its ratio (a client that does not send one never resets it). */
  async updateMeta(id: string, meta: { title: string; logline: string; targetLength: TargetLength; aspectRatio?: AspectRatio }): Promise<ProjectRow> {
    const { rows } = await this.sql<ProjectRow>(
      `UPDATE movie_projects p SET title = $2, logline = $3, target_length = $4, aspect_ratio = COALESCE($5, p.aspect_ratio), updated_at = now()
       WHERE p.id = $1 RETURNING ${COLUMNS}`,
      [id, meta.title, meta.logline, meta.targetLength, meta.aspectRatio ?? null],
    );
    return rows[0];
  }

  async setScript(id: string, prompt: string, targetLength: TargetLength, manager: EntityManager): Promise<void> {
    await this.sql(
      'UPDATE movie_projects SET script_prompt = $2, target_length = $3, updated_at = now() WHERE id = $1',
      [id, prompt, targetLength],
      manager,
    );
  }

  async touch(id: string, manager?: EntityManager): Promise<void> {
    await this.sql('UPDATE movie_projects SET updated_at = now() WHERE id = $1', [id], manager);
  }

  async setExportJob(id: string, jobId: string, manager: EntityManager): Promise<void> {
    await this.sql('UPDATE movie_projects SET export_job_id = $2 WHERE id = $1', [id, jobId], manager);
  }

  /** Records the project's latest export; answers the one it follows, if any (kept: see ExportKeeper). */
  async setExport(id: string, assetId: string, hash: string): Promise<string | null> {
    const { rows } = await this.sql<{ previous: string | null }>(
      `UPDATE movie_projects p SET export_asset_id = $2, export_hash = $3
       FROM (SELECT export_asset_id AS previous FROM movie_projects WHERE id = $1 FOR UPDATE) old
       WHERE p.id = $1 RETURNING old.previous`,
      [id, assetId, hash],
    );
    if (!rows.length) return null;
    return rows[0].previous !== assetId ? rows[0].previous : null;
  }

  /** Records the poster of the project's latest export; answers the poster it replaces (to remove), if any. */
  async setExportPoster(id: string, assetId: string): Promise<string | null> {
    const { rows } = await this.sql<{ previous: string | null }>(
      `UPDATE movie_projects p SET export_poster_asset_id = $2
       FROM (SELECT export_poster_asset_id AS previous FROM movie_projects WHERE id = $1 FOR UPDATE) old
       WHERE p.id = $1 RETURNING old.previous`,
      [id, assetId],
    );
    if (!rows.length) return assetId;
    return rows[0].previous !== assetId ? rows[0].previous : null;
  }

  /**
   * Points the project at the export now latest (after one was deleted), or at none. The poster recorded
   * was the deleted export's: it is forgotten (the older export's own poster was replaced when it was superseded).
   */
  async setLatestExport(id: string, assetId: string | null, hash: string | null): Promise<void> {
    await this.sql('UPDATE movie_projects SET export_asset_id = $2, export_hash = $3, export_poster_asset_id = NULL WHERE id = $1', [id, assetId, hash]);
  }

  async list(owner: MovieOwner): Promise<ProjectSummaryRow[]> {
    const { rows } = await this.sql<ProjectSummaryRow>(
      `SELECT ${COLUMNS},
         (SELECT count(*)::int FROM movie_characters c WHERE c.project_id = p.id) AS character_count,
         (SELECT count(*)::int FROM movie_scenes s WHERE s.project_id = p.id) AS scene_count,
         (SELECT count(*)::int FROM movie_scenes s WHERE s.project_id = p.id AND s.video_asset_id IS NOT NULL) AS rendered_count
       FROM movie_projects p WHERE ${OWNED_BY('p')} ORDER BY p.updated_at DESC LIMIT 500`,
      [owner.userId, owner.sessionId],
    );
    return rows;
  }

  async delete(id: string): Promise<boolean> {
    const { rowCount } = await this.sql('DELETE FROM movie_projects WHERE id = $1', [id]);
    return rowCount > 0;
  }

}
