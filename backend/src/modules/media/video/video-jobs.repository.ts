import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';

export type VideoJobStatus = 'queued' | 'active' | 'completed' | 'failed';

export interface VideoJobRow {
  id: string;
  request_id: string;
  user_id: string | null;
  session_id: string;
  prompt: string;
  status: VideoJobStatus;
  progress: number;
  attempt: number;
  message: string | null;
  error_kind: string | null;
  media_id: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  engine: EngineDescriptor | null;
}

/** Visitors own jobs by browser session; accounts by account, whatever the session. */
export interface VideoJobOwner {
  userId: string | null;
  sessionId: string;
}

export interface NewVideoJob {
  owner: VideoJobOwner;
  requestId: string;
  prompt: string;
  /** The usage counters the reservation counted, given back if the job fails. */
  quotaSubjects: string[];
  quotaDay: string;
}

export interface FinishedVideo {
  mediaId: string;
  seconds: number;
  width: number;
  height: number;
  engine: EngineDescriptor;
}

const COLUMNS = `id, request_id, user_id, session_id, prompt, status, progress, attempt, message, error_kind,
  media_id, duration_seconds, width, height, engine`;
const OWNED_BY = `((user_id = $1) OR ($1::uuid IS NULL AND user_id IS NULL AND session_id = $2))`;

/**
 * The `video_jobs` rows. Every change from a worker names the attempt it belongs to, so a run that
 * pg-boss already gave up on (expired) can no longer touch the row a newer attempt owns.
 */
@Injectable()
export class VideoJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findOwned(owner: VideoJobOwner, requestId: string): Promise<VideoJobRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM video_jobs WHERE ${OWNED_BY} AND request_id = $3`, [
      owner.userId,
      owner.sessionId,
      requestId,
    ]);
  }

  async get(id: string): Promise<VideoJobRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM video_jobs WHERE id = $1`, [id]);
  }

  /** Null when the owner already has a job with this request id (a concurrent request won). */
  async create(job: NewVideoJob): Promise<VideoJobRow | null> {
    return this.one(
      `INSERT INTO video_jobs (request_id, user_id, session_id, prompt, quota_subjects, quota_day)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [job.requestId, job.owner.userId, job.owner.sessionId, job.prompt, job.quotaSubjects, job.quotaDay],
    );
  }

  /** Claims the row for a new attempt; null when the job already finished (nothing left to do). */
  async start(id: string): Promise<VideoJobRow | null> {
    return this.one(
      `UPDATE video_jobs SET status = 'active', progress = 0, attempt = attempt + 1, message = NULL, updated_at = now()
       WHERE id = $1 AND status IN ('queued', 'active')
       RETURNING ${COLUMNS}`,
      [id],
    );
  }

  async setProgress(id: string, attempt: number, progress: number): Promise<void> {
    await runSql(
      this.dataSource.manager,
      `UPDATE video_jobs SET progress = $3, updated_at = now()
       WHERE id = $1 AND attempt = $2 AND status = 'active' AND progress < $3`,
      [id, attempt, progress],
    );
  }

  /** Back to queued while pg-boss waits to retry; the message says why. */
  async requeue(id: string, attempt: number, message: string): Promise<void> {
    await runSql(
      this.dataSource.manager,
      `UPDATE video_jobs SET status = 'queued', progress = 0, message = $3, updated_at = now()
       WHERE id = $1 AND attempt = $2 AND status = 'active'`,
      [id, attempt, message],
    );
  }

  /** False when the row was no longer this attempt's to finish. */
  async complete(id: string, attempt: number, video: FinishedVideo): Promise<boolean> {
    const { rowCount } = await runSql(
      this.dataSource.manager,
      `UPDATE video_jobs
       SET status = 'completed', progress = 100, message = NULL, error_kind = NULL, media_id = $3,
           duration_seconds = $4, width = $5, height = $6, engine = $7, finished_at = now(), updated_at = now()
       WHERE id = $1 AND attempt = $2 AND status = 'active'`,
      [id, attempt, video.mediaId, video.seconds, video.width, video.height, JSON.stringify(video.engine)],
    );
    return rowCount === 1;
  }

  /**
   * Fails the job and gives its quota use back in one statement, so a failure is refunded exactly
   * once however many processes (worker, dead-letter handler, request) report it. The refund is
   * QuotasService's, replayed from the stored counters because the reservation object lives in the
   * request's process. `attempt` null = whichever attempt is current.
   */
  async fail(id: string, attempt: number | null, message: string, kind: string): Promise<boolean> {
    const { rows } = await runSql<{ failed: number }>(
      this.dataSource.manager,
      `WITH failed AS (
         UPDATE video_jobs
         SET status = 'failed', message = $3, error_kind = $4, refunded_at = now(), finished_at = now(), updated_at = now()
         WHERE id = $1 AND ($2::int IS NULL OR attempt = $2) AND status IN ('queued', 'active')
         RETURNING quota_subjects, quota_day
       ), refunded AS (
         UPDATE usage_counters u SET count = u.count - 1
         FROM failed
         WHERE u.subject = ANY (failed.quota_subjects) AND u.capability = 'video' AND u.day = failed.quota_day
           AND u.count > 0
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM failed)::int AS failed`,
      [id, attempt, message, kind],
    );
    return rows[0]?.failed === 1;
  }

  private async one(sql: string, parameters: unknown[]): Promise<VideoJobRow | null> {
    const { rows } = await runSql<VideoJobRow>(this.dataSource.manager, sql, parameters);
    return rows[0] ?? null;
  }
}
