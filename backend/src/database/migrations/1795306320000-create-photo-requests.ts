import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent `POST /api/photo/generate?idempotency_key=`: one row per key and owner (an account, or a
 * visitor's browser session), holding the answer once the photo is made. A row without an answer is a
 * request still running (or cut off: it is taken over after a while).
 */
export class CreatePhotoRequests1795306320000 implements MigrationInterface {
  name = 'CreatePhotoRequests1795306320000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE photo_requests (
        id uuid CONSTRAINT pk_photo_requests PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid CONSTRAINT fk_photo_requests_user REFERENCES users (id) ON DELETE CASCADE,
        session_id text NOT NULL,
        idempotency_key text NOT NULL CONSTRAINT ck_photo_requests_key CHECK (char_length(idempotency_key) BETWEEN 1 AND 128),
        answer jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_photo_requests_user_key ON photo_requests (user_id, idempotency_key) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_photo_requests_session_key ON photo_requests (session_id, idempotency_key) WHERE user_id IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE photo_requests');
  }
}
