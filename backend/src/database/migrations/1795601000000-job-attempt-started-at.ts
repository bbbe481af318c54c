import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the current attempt of a job began (`started_at` keeps the first): the supervisor fails a dead worker's
 * delivery only if pg-boss handed it out before that moment — a delivery handed out after it belongs to the
 * next attempt, which claims the row itself (ARCHITECTURE.md §7).
 */
export class JobAttemptStartedAt1795601000000 implements MigrationInterface {
  name = 'JobAttemptStartedAt1795601000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE jobs ADD COLUMN attempt_started_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE jobs DROP COLUMN attempt_started_at');
  }
}
