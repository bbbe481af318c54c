import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';

export interface SceneRow {
  id: string;
  project_id: string;
  scene_number: number;
  prompt: string;
  character_ids: string[];
  duration_seconds: number;
  video_asset_id: string | null;
  poster_asset_id: string | null;
  render_hash: string | null;
  render_format: string | null;
  render_width: number | null;
  render_height: number | null;
  render_seconds: number | null;
  render_engine: EngineDescriptor | null;
  rendered_by_job_id: string | null;
  job_id: string | null;
  rendered_at: Date | null;
  updated_at: Date;
}

export interface NewScene {
  prompt: string;
  characterIds: string[];
  durationSeconds: number;
}

export interface CompletedRender {
  assetId: string;
  /** Its poster frame (a JPEG asset), null when none could be taken. */
  posterAssetId: string | null;
  hash: string;
  format: string;
  width: number;
  height: number;
  seconds: number;
  engine: EngineDescriptor;
  jobId: string;
}

const COLUMNS = `id, project_id, scene_number, prompt, character_ids, duration_seconds, video_asset_id, poster_asset_id, render_hash, render_format,
  render_width, render_height, render_seconds, render_engine, rendered_by_job_id, job_id, rendered_at, updated_at`;

/** A project's scenes and the render each holds; callers have checked the project is the caller's. */
@Injectable()
export class ScenesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private sql<T>(text: string, parameters: unknown[], manager: EntityManager = this.dataSource.manager) {
    return runSql<T>(manager, text, parameters);
  }

  async list(projectId: string, manager?: EntityManager): Promise<SceneRow[]> {
    const { rows } = await this.sql<SceneRow>(`SELECT ${COLUMNS} FROM movie_scenes WHERE project_id = $1 ORDER BY scene_number`, [projectId], manager);
    return rows;
  }

  async get(projectId: string, id: string, manager?: EntityManager): Promise<SceneRow | null> {
    const { rows } = await this.sql<SceneRow>(`SELECT ${COLUMNS} FROM movie_scenes WHERE project_id = $1 AND id = $2`, [projectId, id], manager);
    return rows[0] ?? null;
  }

  /** A new breakdown replaces the old one; answers the renders of the scenes it replaced (to remove). */
  async replaceAll(projectId: string, scenes: readonly NewScene[], manager: EntityManager): Promise<{ rows: SceneRow[]; oldAssets: string[] }> {
    const { rows: removed } = await this.sql<{ video_asset_id: string | null }>(
      'DELETE FROM movie_scenes WHERE project_id = $1 RETURNING video_asset_id',
      [projectId],
      manager,
    );
    const { rows } = await this.sql<SceneRow>(
      `INSERT INTO movie_scenes (project_id, scene_number, prompt, character_ids, duration_seconds)
       SELECT $1, e.n, e.value->>'prompt', ARRAY(SELECT jsonb_array_elements_text(e.value->'cast_ids')), (e.value->>'seconds')::int
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(value, n)
       RETURNING ${COLUMNS}`,
      [projectId, JSON.stringify(scenes.map((scene) => ({ prompt: scene.prompt, cast_ids: scene.characterIds, seconds: scene.durationSeconds })))],
      manager,
    );
    rows.sort((a, b) => a.scene_number - b.scene_number);
    return { rows, oldAssets: removed.map((row) => row.video_asset_id).filter((id): id is string => !!id) };
  }

  async updateContent(projectId: string, id: string, prompt: string, characterIds: readonly string[]): Promise<SceneRow | null> {
    const { rows } = await this.sql<SceneRow>(
      `UPDATE movie_scenes SET prompt = $3, character_ids = $4::text[], updated_at = now() WHERE project_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [projectId, id, prompt, characterIds],
    );
    return rows[0] ?? null;
  }

  async setJob(ids: readonly string[], jobId: string, manager: EntityManager): Promise<void> {
    await this.sql('UPDATE movie_scenes SET job_id = $2 WHERE id = ANY($1::uuid[])', [ids, jobId], manager);
  }

  /** Drops a deleted character from the scenes it was in (which makes those scenes, and only those, out of date). */
  async removeCharacter(projectId: string, characterId: string, manager: EntityManager): Promise<void> {
    await this.sql(
      `UPDATE movie_scenes SET character_ids = array_remove(character_ids, $2), updated_at = now()
       WHERE project_id = $1 AND $2 = ANY(character_ids)`,
      [projectId, characterId],
      manager,
    );
  }

  /**
   * Stores a finished render (and its poster) on its scene; answers the render and poster it replaced, or
   * undefined when the scene is gone.
   */
  async completeRender(sceneId: string, render: CompletedRender): Promise<{ previous: string | null; previousPoster: string | null } | undefined> {
    const { rows } = await this.sql<{ previous: string | null; previous_poster: string | null }>(
      `UPDATE movie_scenes s SET video_asset_id = $2, render_hash = $3, render_format = $4, render_width = $5, render_height = $6,
         render_seconds = $7, render_engine = $8::jsonb, rendered_by_job_id = $9, poster_asset_id = $10, rendered_at = now()
       FROM (SELECT video_asset_id AS previous, poster_asset_id AS previous_poster FROM movie_scenes WHERE id = $1 FOR UPDATE) old
       WHERE s.id = $1 RETURNING old.previous, old.previous_poster`,
      [sceneId, render.assetId, render.hash, render.format, render.width, render.height, render.seconds, JSON.stringify(render.engine), render.jobId, render.posterAssetId],
    );
    if (!rows.length) return undefined;
    return {
      previous: rows[0].previous !== render.assetId ? rows[0].previous : null,
      previousPoster: rows[0].previous_poster !== render.posterAssetId ? rows[0].previous_poster : null,
    };
  }
}
