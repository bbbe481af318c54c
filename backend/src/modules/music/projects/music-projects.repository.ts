import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { Arrangement } from '../arrangement/arrangement';
import type { ExportFormat } from '../export/export-plan';
import type {
  BeatRecord,
  ExportRecord,
  LyricSection,
  MusicProject,
  MusicProjectPatch,
  NewMusicProject,
  ProjectOwner,
} from './music-project';

interface ProjectRow {
  id: string;
  public_id: string;
  owner_user_id: string | null;
  owner_session_id: string | null;
  title: string | null;
  project_type: MusicProject['type'];
  genre: MusicProject['genre'];
  mood: MusicProject['mood'];
  length_minutes: number;
  tempo: number;
  music_key: MusicProject['key'];
  lyrics_prompt: string | null;
  lyrics: LyricSection[];
  beat: BeatRecord | null;
  arrangement: Arrangement | null;
  beat_job_id: string | null;
  exports: MusicProject['exports'];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, public_id, owner_user_id, owner_session_id, title, project_type, genre, mood, length_minutes, tempo,
  music_key, lyrics_prompt, lyrics, beat, arrangement, beat_job_id, exports, created_at, updated_at`;

/** The project list shows what a card needs, not every beat's peaks. */
const SUMMARY_COLUMNS = `id, public_id, owner_user_id, owner_session_id, title, project_type, genre, mood, length_minutes,
  tempo, music_key, NULL AS lyrics_prompt, jsonb_build_array() AS lyrics, NULL::jsonb AS beat, NULL::jsonb AS arrangement,
  beat_job_id, '{}'::jsonb AS exports, created_at, updated_at,
  jsonb_array_length(lyrics) AS lyric_count, beat IS NOT NULL AS has_beat`;

/** An account sees its own projects wherever it signs in; a visitor only its session's (never an account's). */
const OWNED_BY = `((owner_user_id = $1) OR ($1::uuid IS NULL AND owner_user_id IS NULL AND owner_session_id = $2))`;

/** Job $2 is the recorded beat job, or started no earlier than it (a job may finish before it is recorded). */
const NOT_OLDER_THAN_RECORDED = `(beat_job_id IS NULL OR beat_job_id = $2
  OR (SELECT created_at FROM jobs WHERE id = beat_job_id) <= (SELECT created_at FROM jobs WHERE id = $2))`;

export interface ProjectSummary extends MusicProject {
  lyricCount: number;
  hasBeat: boolean;
}

function toProject(row: ProjectRow): MusicProject {
  return {
    id: row.id,
    publicId: row.public_id,
    owner: { userId: row.owner_user_id, sessionId: row.owner_session_id },
    title: row.title,
    type: row.project_type,
    genre: row.genre,
    mood: row.mood,
    lengthMinutes: row.length_minutes,
    tempo: row.tempo,
    key: row.music_key,
    lyricsPrompt: row.lyrics_prompt,
    lyrics: row.lyrics,
    beat: row.beat,
    arrangement: row.arrangement,
    beatJobId: row.beat_job_id,
    exports: row.exports,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The `music_projects` table; the only code that writes it. */
@Injectable()
export class MusicProjectsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when the owner already has a project with this id. */
  async create(owner: ProjectOwner, project: NewMusicProject): Promise<MusicProject | null> {
    return this.one(
      `INSERT INTO music_projects (public_id, owner_user_id, owner_session_id, project_type, genre, mood, length_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [project.publicId, owner.userId, owner.userId ? null : owner.sessionId, project.type, project.genre, project.mood, project.lengthMinutes],
    );
  }

  findOwned(owner: ProjectOwner, publicId: string): Promise<MusicProject | null> {
    return this.one(`SELECT ${COLUMNS} FROM music_projects WHERE ${OWNED_BY} AND public_id = $3`, [owner.userId, owner.sessionId, publicId]);
  }

  /** For workers, which act for the owner the job names. */
  findById(id: string): Promise<MusicProject | null> {
    return this.one(`SELECT ${COLUMNS} FROM music_projects WHERE id = $1`, [id]);
  }

  async listOwned(owner: ProjectOwner, limit: number): Promise<ProjectSummary[]> {
    const { rows } = await runSql<ProjectRow & { lyric_count: number; has_beat: boolean }>(
      this.dataSource.manager,
      `SELECT ${SUMMARY_COLUMNS} FROM music_projects WHERE ${OWNED_BY} ORDER BY updated_at DESC LIMIT $3`,
      [owner.userId, owner.sessionId, limit],
    );
    return rows.map((row) => ({ ...toProject(row), lyricCount: row.lyric_count, hasBeat: row.has_beat }));
  }

  /** Applies what the patch names (and nothing else); null when the project is not the owner's. */
  async update(owner: ProjectOwner, publicId: string, patch: MusicProjectPatch): Promise<MusicProject | null> {
    const sets: string[] = [];
    const values: unknown[] = [owner.userId, owner.sessionId, publicId];
    const set = (column: string, value: unknown, cast = '') => {
      values.push(value);
      sets.push(`${column} = $${values.length}${cast}`);
    };
    if (patch.title !== undefined) set('title', patch.title);
    if (patch.lyrics !== undefined) set('lyrics', JSON.stringify(patch.lyrics), '::jsonb');
    if (patch.lyricsPrompt !== undefined) set('lyrics_prompt', patch.lyricsPrompt);
    if (patch.arrangement !== undefined) set('arrangement', JSON.stringify(patch.arrangement), '::jsonb');
    if (patch.tempo !== undefined) set('tempo', patch.tempo);
    if (patch.key !== undefined) set('music_key', patch.key);
    sets.push('updated_at = now()');
    return this.one(`UPDATE music_projects SET ${sets.join(', ')} WHERE ${OWNED_BY} AND public_id = $3 RETURNING ${COLUMNS}`, values);
  }

  /**
   * Records the beat job now being made (and the tempo and key it was asked for), unless a newer one is
   * recorded already: only the newest job's beat is ever applied.
   */
  async startBeat(id: string, jobId: string, tempo: number, key: MusicProject['key']): Promise<void> {
    await runSql(
      this.dataSource.manager,
      `UPDATE music_projects SET beat_job_id = $2, tempo = $3, music_key = $4, updated_at = now()
       WHERE id = $1 AND ${NOT_OLDER_THAN_RECORDED}`,
      [id, jobId, tempo, key],
    );
  }

  /**
   * Stores a finished beat with the arrangement `arrange` makes of the project's current one (read under a
   * row lock, so an arrangement saved while the beat rendered is the one kept), unless a newer beat job was
   * started meanwhile; answers the beat it replaced (its files are then the caller's to remove) and the beat
   * as stored, or `applied: false`.
   */
  async applyBeat(
    id: string,
    jobId: string,
    beat: BeatRecord,
    arrange: (current: { beat: BeatRecord | null; arrangement: Arrangement | null }) => { arrangement: Arrangement; beat: BeatRecord },
  ): Promise<{ applied: boolean; replaced: BeatRecord | null; beat: BeatRecord }> {
    return this.dataSource.transaction(async (manager) => {
      const { rows } = await runSql<{ beat: BeatRecord | null; arrangement: Arrangement | null }>(
        manager,
        `SELECT beat, arrangement FROM music_projects WHERE id = $1 AND ${NOT_OLDER_THAN_RECORDED} FOR UPDATE`,
        [id, jobId],
      );
      if (!rows.length) return { applied: false, replaced: null, beat };
      const next = arrange(rows[0]);
      await runSql(manager, `UPDATE music_projects SET beat = $2::jsonb, arrangement = $3::jsonb, beat_job_id = $4, updated_at = now() WHERE id = $1`, [
        id,
        JSON.stringify(next.beat),
        JSON.stringify(next.arrangement),
        jobId,
      ]);
      return { applied: true, replaced: rows[0].beat, beat: next.beat };
    });
  }

  /** Keeps the newest export of each format; answers the one it replaced. */
  async setExport(id: string, format: ExportFormat, record: ExportRecord): Promise<ExportRecord | null> {
    const { rows } = await runSql<{ replaced: ExportRecord | null }>(
      this.dataSource.manager,
      `WITH previous AS (SELECT id, exports -> $2::text AS replaced FROM music_projects WHERE id = $1 FOR UPDATE)
       UPDATE music_projects p SET exports = p.exports || jsonb_build_object($2::text, $3::jsonb)
       FROM previous WHERE p.id = previous.id
       RETURNING previous.replaced`,
      [id, format, JSON.stringify(record)],
    );
    return rows[0]?.replaced ?? null;
  }

  async delete(owner: ProjectOwner, publicId: string): Promise<MusicProject | null> {
    return this.one(`DELETE FROM music_projects WHERE ${OWNED_BY} AND public_id = $3 RETURNING ${COLUMNS}`, [
      owner.userId,
      owner.sessionId,
      publicId,
    ]);
  }


  private async one(sql: string, parameters: unknown[]): Promise<MusicProject | null> {
    const { rows } = await runSql<ProjectRow>(this.dataSource.manager, sql, parameters);
    return rows[0] ? toProject(rows[0]) : null;
  }
}
