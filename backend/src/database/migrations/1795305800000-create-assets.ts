import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Avatar file names as users.avatar_file has always held them: `<uuid>.<extension>`. */
const AVATAR_FILE = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)$';

/**
 * One asset model for everything generated or uploaded. Replaces `media_files` (same ids, so old
 * /api/media/:id URLs keep working) and takes in the avatars stored before it existed. Bytes live in
 * object storage under `storage_key` (relative to $DATA_DIR/media, or a key in the S3 bucket).
 */
export class CreateAssets1795305800000 implements MigrationInterface {
  name = 'CreateAssets1795305800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // CASCADE, not SET NULL: "all your data will be deleted" must hold even for rows whose objects
    // account deletion already removed (AssetStore.removeOwnedBy runs first and deletes the objects).
    // size is null only for avatars carried over below (their file size is not known to SQL; storage
    // answers it when served). job_id gets its foreign key when the jobs table exists.
    await queryRunner.query(`
      CREATE TABLE assets (
        id uuid CONSTRAINT pk_assets PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid CONSTRAINT fk_assets_user REFERENCES users (id) ON DELETE CASCADE,
        session_id text,
        project_id uuid,
        project_kind text CONSTRAINT ck_assets_project_kind CHECK (project_kind ~ '^[a-z][a-z0-9-]{0,31}$'),
        kind text NOT NULL
          CONSTRAINT ck_assets_kind CHECK (kind IN ('image', 'video', 'audio', 'archive', 'code')),
        content_type text NOT NULL CONSTRAINT ck_assets_content_type CHECK (char_length(content_type) BETWEEN 3 AND 255),
        size bigint CONSTRAINT ck_assets_size CHECK (size >= 0),
        width integer CONSTRAINT ck_assets_width CHECK (width > 0),
        height integer CONSTRAINT ck_assets_height CHECK (height > 0),
        duration_seconds real CONSTRAINT ck_assets_duration CHECK (duration_seconds >= 0),
        job_id uuid,
        storage_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_assets_project CHECK ((project_id IS NULL) = (project_kind IS NULL))
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_assets_storage_key ON assets (storage_key)');
    await queryRunner.query(
      'CREATE INDEX ix_assets_user_created ON assets (user_id, created_at DESC) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX ix_assets_session_created ON assets (session_id, created_at DESC) WHERE user_id IS NULL AND session_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX ix_assets_project_created ON assets (project_id, created_at DESC) WHERE project_id IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX ix_assets_job ON assets (job_id) WHERE job_id IS NOT NULL');

    await queryRunner.query(`
      INSERT INTO assets (id, user_id, session_id, kind, content_type, size, storage_key, created_at)
      SELECT id, user_id, session_id, kind, content_type, size, 'generated/' || id::text, created_at
      FROM media_files`);
    await queryRunner.query(
      `INSERT INTO assets (id, user_id, kind, content_type, storage_key, created_at)
       SELECT substring(avatar_file FROM 1 FOR 36)::uuid, id, 'image',
         CASE substring(avatar_file FROM 38)
           WHEN 'png' THEN 'image/png' WHEN 'jpg' THEN 'image/jpeg' WHEN 'gif' THEN 'image/gif' ELSE 'image/webp'
         END,
         'avatars/' || avatar_file, updated_at
       FROM users WHERE avatar_file ~ $1
       ON CONFLICT DO NOTHING`,
      [AVATAR_FILE],
    );
    await this.pointVideoJobsAt(queryRunner, 'assets');
    await queryRunner.query('DROP TABLE media_files');
  }

  /** Lossy by nature: only rows the old layout can serve (media under generated/) go back. */
  async down(queryRunner: QueryRunner): Promise<void> {
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
    await queryRunner.query(`
      INSERT INTO media_files (id, kind, content_type, size, user_id, session_id, created_at)
      SELECT id, kind, content_type, size, user_id, session_id, created_at FROM assets
      WHERE storage_key = 'generated/' || id::text AND kind IN ('image', 'video', 'audio') AND size IS NOT NULL`);
    await this.pointVideoJobsAt(queryRunner, 'media_files');
    await queryRunner.query('DROP TABLE assets');
  }

  /**
   * video_jobs.media_id referenced media_files. The jobs work (another migration) may replace that
   * table, so the foreign key moves only where the column still exists.
   */
  private async pointVideoJobsAt(queryRunner: QueryRunner, table: 'assets' | 'media_files'): Promise<void> {
    const [{ present }] = await queryRunner.query(
      `SELECT EXISTS (
         SELECT 1 FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'video_jobs' AND column_name = 'media_id'
       ) AS present`,
    );
    if (!present) return;
    await queryRunner.query('ALTER TABLE video_jobs DROP CONSTRAINT IF EXISTS fk_video_jobs_media');
    await queryRunner.query(
      `UPDATE video_jobs SET media_id = NULL WHERE media_id IS NOT NULL AND media_id NOT IN (SELECT id FROM ${table})`,
    );
    await queryRunner.query(
      `ALTER TABLE video_jobs ADD CONSTRAINT fk_video_jobs_media
         FOREIGN KEY (media_id) REFERENCES ${table} (id) ON DELETE SET NULL`,
    );
  }
}
