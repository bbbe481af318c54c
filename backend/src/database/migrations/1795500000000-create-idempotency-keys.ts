import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one table of idempotency keys (common/idempotency): a key per owner and operation, the fingerprint of
 * the request it stands for and, once it finished, its answer. Replaces the areas' own copies: photo's
 * `photo_requests` (keys and answers only, no user data: dropped) and chat's key and replay pieces on
 * `chat_messages` (the messages themselves, user data, are kept; only the two idempotency columns go).
 */
export class CreateIdempotencyKeys1795500000000 implements MigrationInterface {
  name = 'CreateIdempotencyKeys1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        id uuid CONSTRAINT pk_idempotency_keys PRIMARY KEY DEFAULT gen_random_uuid(),
        owner text NOT NULL,
        endpoint text NOT NULL,
        key text NOT NULL CONSTRAINT ck_idempotency_keys_key CHECK (char_length(key) BETWEEN 1 AND 128),
        fingerprint text NOT NULL,
        response_status integer,
        response_headers jsonb,
        response_body bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        locked_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_idempotency_keys_scope ON idempotency_keys (owner, endpoint, key)');
    await queryRunner.query('CREATE INDEX ix_idempotency_keys_created ON idempotency_keys (created_at)');
    await queryRunner.query('DROP TABLE photo_requests');
    await queryRunner.query('DROP INDEX ux_chat_messages_idempotency');
    await queryRunner.query('ALTER TABLE chat_messages DROP COLUMN idempotency_key, DROP COLUMN pieces');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat_messages ADD COLUMN idempotency_key text, ADD COLUMN pieces jsonb');
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_chat_messages_idempotency ON chat_messages (conversation_id, idempotency_key) WHERE idempotency_key IS NOT NULL',
    );
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
    await queryRunner.query('DROP TABLE idempotency_keys');
  }
}
