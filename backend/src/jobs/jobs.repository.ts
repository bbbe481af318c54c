import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LIVE_LEASE_KEYS_SQL } from '../database/process-lease';
import { runSql } from '../database/run-sql';
import type { ReservationRecord } from '../metering/reservation';
import type { JobItem } from './job-items';
import { JOB_COLUMNS, JobOwner, JobRecord, JobRow, toJobRecord } from './job-record';
import { JOBS_SCHEMA, type SqlExecutor } from './jobs.constants';

export interface NewJob {
  kind: string;
  owner: JobOwner;
  projectId?: string | null;
  requestKey?: string | null;
  input: object;
  /** A batch's items, all queued. */
  items?: readonly JobItem[];
  reservations?: readonly ReservationRecord[];
}

/** Visitors own jobs by session only while no account is involved; an account's jobs are its own wherever it signs in. */
const OWNED_BY = `((owner_user_id = $1) OR ($1::uuid IS NULL AND owner_user_id IS NULL AND owner_session_id = $2))`;

/**
 * The `jobs` rows. Every write a worker makes names its attempt, so an attempt that was given up on
 * (its worker presumed dead, or out of time) can no longer touch the row a newer attempt owns.
 */
@Injectable()
export class JobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when the owner already has a job of this kind with this request key (a concurrent request won). */
  async create(job: NewJob): Promise<JobRecord | null> {
    return this.one(
      `INSERT INTO jobs (kind, owner_user_id, owner_session_id, project_id, request_key, input, reservations, items)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT DO NOTHING
       RETURNING ${JOB_COLUMNS}`,
      [
        job.kind,
        job.owner.userId,
        job.owner.userId ? null : job.owner.sessionId,
        job.projectId ?? null,
        job.requestKey ?? null,
        JSON.stringify(job.input),
        JSON.stringify(job.reservations ?? []),
        JSON.stringify(job.items ?? []),
      ],
    );
  }

  async get(id: string): Promise<JobRecord | null> {
    return this.one(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = $1`, [id]);
  }

  async findOwned(owner: JobOwner, id: string): Promise<JobRecord | null> {
    return this.one(`SELECT ${JOB_COLUMNS} FROM jobs WHERE ${OWNED_BY} AND id = $3`, [owner.userId, owner.sessionId, id]);
  }

  async findByRequestKey(owner: JobOwner, kind: string, requestKey: string): Promise<JobRecord | null> {
    return this.one(`SELECT ${JOB_COLUMNS} FROM jobs WHERE ${OWNED_BY} AND kind = $3 AND request_key = $4`, [
      owner.userId,
      owner.sessionId,
      kind,
      requestKey,
    ]);
  }

  /** Claims the job for a new attempt by `worker`; null when it already finished (nothing left to do). */
  async start(id: string, worker: string): Promise<JobRecord | null> {
    return this.one(
      `UPDATE jobs SET status = 'active', progress = 0, stage = NULL, attempt = attempt + 1, worker = $2,
         error_code = NULL, error_message = NULL, started_at = coalesce(started_at, now()), attempt_started_at = now()
       WHERE id = $1 AND status IN ('queued', 'active')
       RETURNING ${JOB_COLUMNS}`,
      [id, worker],
    );
  }

  /** `items` null: the batch's items as they are. */
  async setProgress(id: string, attempt: number, progress: number, stage: string | null, items: readonly JobItem[] | null = null): Promise<void> {
    await this.run(
      `UPDATE jobs SET progress = $3, stage = coalesce($4, stage), items = coalesce($5::jsonb, items)
       WHERE id = $1 AND attempt = $2 AND status = 'active'
         AND (progress < $3 OR stage IS DISTINCT FROM coalesce($4, stage) OR items IS DISTINCT FROM coalesce($5::jsonb, items))`,
      [id, attempt, progress, stage, items ? JSON.stringify(items) : null],
    );
  }

  /** Records a value later attempts can read; false when the attempt was superseded. */
  async setCheckpoint(id: string, attempt: number, name: string, value: unknown): Promise<boolean> {
    const { rowCount } = await this.run(
      `UPDATE jobs SET checkpoints = checkpoints || jsonb_build_object($3::text, $4::jsonb)
       WHERE id = $1 AND attempt = $2 AND status = 'active'`,
      [id, attempt, name, JSON.stringify(value ?? null)],
    );
    return rowCount === 1;
  }

  /**
   * Back to queued while pg-boss waits to retry; the stage says why. False when the row was no longer this
   * attempt's. Tried again after an outage, it also answers true for the row it already requeued: a statement
   * sent to a frozen server times out on the client and still commits when the server thaws, and the attempt
   * must then fail its delivery itself — the supervisor hands on only active rows, so the job would wait queued
   * for its delivery's expiry (ARCHITECTURE.md §7). Only this attempt requeues its row with this stage.
   */
  async requeue(id: string, attempt: number, stage: string): Promise<boolean> {
    const { rowCount } = await this.run(
      `UPDATE jobs SET status = 'queued', progress = 0, stage = $3, worker = NULL
       WHERE id = $1 AND attempt = $2 AND (status = 'active' OR (status = 'queued' AND worker IS NULL AND stage = $3))`,
      [id, attempt, stage.slice(0, 120)],
    );
    return rowCount === 1;
  }

  /**
   * The finished job with its result; null when the row was no longer this attempt's to finish. Tried again
   * after an outage, it answers the row this attempt already completed (see requeue: the first write may have
   * committed after its client gave up), so its usage is still settled, once; nothing else completes an attempt.
   */
  async complete(id: string, attempt: number, result: object): Promise<JobRecord | null> {
    return this.one(
      `UPDATE jobs SET status = 'completed', progress = 100, stage = NULL, result = $3, worker = NULL,
         finished_at = CASE WHEN status = 'completed' THEN finished_at ELSE now() END
       WHERE id = $1 AND attempt = $2 AND status IN ('active', 'completed')
       RETURNING ${JOB_COLUMNS}`,
      [id, attempt, JSON.stringify(result)],
    );
  }

  /**
   * Fails the job for good; the row comes back once, to whoever failed it, so its reservations are
   * released exactly once. `attempt` null = whichever attempt is current (lost jobs, refused enqueues).
   */
  async fail(id: string, attempt: number | null, error: { code: string; message: string }): Promise<JobRecord | null> {
    return this.one(
      `UPDATE jobs SET status = 'failed', stage = NULL, error_code = $3, error_message = $4, worker = NULL, finished_at = now()
       WHERE id = $1 AND ($2::int IS NULL OR attempt = $2) AND status IN ('queued', 'active')
       RETURNING ${JOB_COLUMNS}`,
      [id, attempt, error.code, error.message],
    );
  }

  /** Active jobs whose worker's lease ended (the process died): they must go back to the queue. */
  async findOrphans(): Promise<Array<{ id: string; kind: string; worker: string }>> {
    const { rows } = await this.run<{ id: string; kind: string; worker: string }>(
      `WITH live AS (${LIVE_LEASE_KEYS_SQL})
       SELECT id, kind, worker FROM jobs
       WHERE status = 'active' AND worker LIKE 'process:%' AND worker NOT IN (SELECT 'process:' || key FROM live)`,
    );
    return rows;
  }

  /**
   * Hands a dead worker's job on, in one transaction that holds its row (ARCHITECTURE.md §7): unless another
   * party took the row back meanwhile, fails the delivery of the attempt that died (`failDelivery`, given
   * this transaction as pg-boss's `db`) and requeues the row. A delivery pg-boss handed out after the attempt
   * began is the next attempt's, about to claim the row itself: both are left alone. False when nothing was
   * handed on.
   */
  async handOnOrphan(id: string, worker: string, failDelivery: (db: SqlExecutor) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const run = <T>(sql: string, parameters: unknown[]) => runSql<T>(manager, sql, parameters);
      const claimed = await run<{ id: string }>(`SELECT id FROM jobs WHERE id = $1 AND status = 'active' AND worker = $2 FOR UPDATE`, [id, worker]);
      if (!claimed.rowCount) return false;
      const { rows } = await run<{ state: string; its_own: boolean }>(
        `SELECT d.state::text AS state, (j.attempt_started_at IS NULL OR d.started_on <= j.attempt_started_at) AS its_own
           FROM ${JOBS_SCHEMA}.job d JOIN jobs j ON j.id = d.id WHERE d.id = $1 FOR UPDATE OF d`,
        [id],
      );
      const delivery = rows[0];
      if (delivery?.state === 'active') {
        if (!delivery.its_own) return false;
        await failDelivery({ executeSql: async (text, values) => ({ rows: (await run(text, values)).rows }) });
      }
      await run(
        `UPDATE jobs SET status = 'queued', progress = 0, stage = 'Resuming after its worker stopped', worker = NULL WHERE id = $1`,
        [id],
      );
      return true;
    });
  }

  private async one(sql: string, parameters: unknown[]): Promise<JobRecord | null> {
    const { rows } = await this.run<JobRow>(sql, parameters);
    return rows[0] ? toJobRecord(rows[0]) : null;
  }

  private run<T = Record<string, unknown>>(sql: string, parameters: unknown[] = []) {
    return runSql<T>(this.dataSource.manager, sql, parameters);
  }
}
