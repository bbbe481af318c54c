import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Durable video generations: one row per (owner, request_id), which the pg-boss job (schema `pgboss`,
 * managed by pg-boss itself) works on. The row is what clients see and what makes a repeated request
 * attach instead of charging again; it also remembers which quota counters to give back on failure.
 */
export class CreateVideoJobs1795305630000 implements MigrationInterface {
  name = 'CreateVideoJobs1795305630000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE video_jobs (
        id uuid CONSTRAINT pk_video_jobs PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id text NOT NULL CONSTRAINT ck_video_jobs_request_id CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
        user_id uuid CONSTRAINT fk_video_jobs_user REFERENCES users (id) ON DELETE CASCADE,
        session_id text NOT NULL,
        prompt text NOT NULL CONSTRAINT ck_video_jobs_prompt CHECK (char_length(prompt) BETWEEN 1 AND 4000),
        status text NOT NULL DEFAULT 'queued'
          CONSTRAINT ck_video_jobs_status CHECK (status IN ('queued', 'active', 'completed', 'failed')),
        progress smallint NOT NULL DEFAULT 0 CONSTRAINT ck_video_jobs_progress CHECK (progress BETWEEN 0 AND 100),
        attempt integer NOT NULL DEFAULT 0,
        message text,
        error_kind text,
        media_id uuid CONSTRAINT fk_video_jobs_media REFERENCES media_files (id) ON DELETE SET NULL,
        duration_seconds real,
        width integer,
        height integer,
        engine jsonb,
        quota_subjects text[] NOT NULL,
        quota_day date NOT NULL,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    // A request id names one job per account, and one per browser session among visitors.
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_video_jobs_user_request ON video_jobs (user_id, request_id) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_video_jobs_visitor_request ON video_jobs (session_id, request_id) WHERE user_id IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE video_jobs');
  }
}
