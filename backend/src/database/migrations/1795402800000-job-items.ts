import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A batch job's items, each with its own state (queued, running with its progress, completed with its
 * result, failed with its reason), so its owner sees a finished item while the batch goes on. The change
 * notification says when they changed (they are read from the row: too large for NOTIFY's payload).
 */
export class JobItems1795402800000 implements MigrationInterface {
  name = 'JobItems1795402800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE jobs ADD COLUMN items jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION jobs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('atelier_jobs', json_build_object(
          'id', NEW.id, 'version', NEW.version, 'status', NEW.status, 'progress', NEW.progress,
          'stage', NEW.stage, 'attempt', NEW.attempt,
          'items_changed', CASE WHEN TG_OP = 'UPDATE' THEN NEW.items IS DISTINCT FROM OLD.items ELSE true END)::text);
        RETURN NULL;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION jobs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('atelier_jobs', json_build_object(
          'id', NEW.id, 'version', NEW.version, 'status', NEW.status, 'progress', NEW.progress,
          'stage', NEW.stage, 'attempt', NEW.attempt)::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query('ALTER TABLE jobs DROP COLUMN items');
  }
}
