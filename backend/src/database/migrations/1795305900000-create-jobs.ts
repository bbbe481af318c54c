import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One durable job model for every kind of long work (video now; scenes, exports and builds next): the
 * `jobs` row is what owners see and what survives restarts; pg-boss (schema `pgboss`) only delivers it to
 * a worker. Every change bumps `version` and is announced on the `atelier_jobs` channel, which the event
 * streams listen to. Video jobs move over with their ids, so earlier links and request ids keep working.
 */
export class CreateJobs1795305900000 implements MigrationInterface {
  name = 'CreateJobs1795305900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE jobs (
        id uuid CONSTRAINT pk_jobs PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        owner_user_id uuid CONSTRAINT fk_jobs_owner_user REFERENCES users (id) ON DELETE CASCADE,
        owner_session_id text,
        project_id uuid,
        request_key text CONSTRAINT ck_jobs_request_key CHECK (request_key ~ '^[A-Za-z0-9_-]{8,64}$'),
        status text NOT NULL DEFAULT 'queued'
          CONSTRAINT ck_jobs_status CHECK (status IN ('queued', 'active', 'completed', 'failed', 'cancelled')),
        progress smallint NOT NULL DEFAULT 0 CONSTRAINT ck_jobs_progress CHECK (progress BETWEEN 0 AND 100),
        stage text CONSTRAINT ck_jobs_stage CHECK (char_length(stage) <= 120),
        attempt integer NOT NULL DEFAULT 0,
        input jsonb NOT NULL DEFAULT '{}',
        result jsonb,
        error_code text,
        error_message text,
        checkpoints jsonb NOT NULL DEFAULT '{}',
        reservations jsonb NOT NULL DEFAULT '[]',
        worker text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT ck_jobs_owner CHECK (owner_user_id IS NOT NULL OR owner_session_id IS NOT NULL)
      )`);
    // A request key names one job per kind and account, and one per kind and browser session among visitors.
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_jobs_user_request ON jobs (kind, owner_user_id, request_key)
       WHERE owner_user_id IS NOT NULL AND request_key IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_jobs_visitor_request ON jobs (kind, owner_session_id, request_key)
       WHERE owner_user_id IS NULL AND request_key IS NOT NULL`,
    );
    await queryRunner.query('CREATE INDEX ix_jobs_owner_user ON jobs (owner_user_id, created_at DESC) WHERE owner_user_id IS NOT NULL');
    await queryRunner.query('CREATE INDEX ix_jobs_project ON jobs (project_id, created_at DESC) WHERE project_id IS NOT NULL');
    await queryRunner.query(`CREATE INDEX ix_jobs_running ON jobs (status) WHERE status IN ('queued', 'active')`);
    await queryRunner.query(`
      CREATE FUNCTION jobs_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        NEW.updated_at := now();
        RETURN NEW;
      END $$`);
    await queryRunner.query('CREATE TRIGGER tr_jobs_touch BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_touch()');
    // Delivered at commit, to every listening process; small enough for NOTIFY's 8 kB limit (stage ≤ 120).
    await queryRunner.query(`
      CREATE FUNCTION jobs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('atelier_jobs', json_build_object(
          'id', NEW.id, 'version', NEW.version, 'status', NEW.status, 'progress', NEW.progress,
          'stage', NEW.stage, 'attempt', NEW.attempt)::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query('CREATE TRIGGER tr_jobs_notify AFTER INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_notify()');
    await queryRunner.query(`
      INSERT INTO jobs (id, kind, owner_user_id, owner_session_id, request_key, status, progress, attempt, input,
                        result, error_code, error_message, created_at, updated_at, finished_at)
      SELECT id, 'video.generate', user_id, session_id, request_id, status, progress, attempt,
             jsonb_build_object('prompt', prompt, 'session_id', session_id),
             CASE WHEN status = 'completed' AND media_id IS NOT NULL THEN jsonb_build_object(
               'media_id', media_id, 'duration_seconds', duration_seconds, 'width', width, 'height', height,
               'engine', engine) END,
             CASE WHEN status = 'failed' THEN coalesce(error_kind, 'provider') END,
             message, created_at, updated_at, finished_at
      FROM video_jobs`);
    await queryRunner.query('DROP TABLE video_jobs');
    // Assets name the job that made them; a job's row may go (account deletion) while its files are gone too.
    await queryRunner.query(`UPDATE assets SET job_id = NULL WHERE job_id IS NOT NULL AND job_id NOT IN (SELECT id FROM jobs)`);
    await queryRunner.query(
      'ALTER TABLE assets ADD CONSTRAINT fk_assets_job FOREIGN KEY (job_id) REFERENCES jobs (id) ON DELETE SET NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE assets DROP CONSTRAINT fk_assets_job');
    await queryRunner.query('DROP TABLE jobs');
    await queryRunner.query('DROP FUNCTION jobs_notify');
    await queryRunner.query('DROP FUNCTION jobs_touch');
  }
}
