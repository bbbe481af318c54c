import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated media (images, video, audio): the files live under $DATA_DIR/media/generated, named by id. */
export class CreateMediaFiles1795305620000 implements MigrationInterface {
  name = 'CreateMediaFiles1795305620000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // CASCADE, not SET NULL: "all your data will be deleted" must hold even for rows whose files
    // account deletion already removed (MediaStorage.removeOwnedBy runs first and unlinks the files).
    await queryRunner.query(`
      CREATE TABLE media_files (
        id uuid CONSTRAINT pk_media_files PRIMARY KEY,
        kind text NOT NULL CONSTRAINT ck_media_files_kind CHECK (kind IN ('image', 'video', 'audio')),
        content_type text NOT NULL,
        size bigint NOT NULL CONSTRAINT ck_media_files_size CHECK (size >= 0),
        user_id uuid CONSTRAINT fk_media_files_user REFERENCES users (id) ON DELETE CASCADE,
        session_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_media_files_user ON media_files (user_id) WHERE user_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE media_files');
  }
}
