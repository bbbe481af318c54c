import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Music Studio projects. The spec's project id is made by the client (a short random id): it is kept as
 * `public_id`, unique per owner, so two browsers may happen to pick the same one. A visitor's projects are
 * owned by their browser session until they sign in, then by the account (the visitor's row moves).
 * Lyrics, the latest beat and the saved arrangement are documents of the project (jsonb, validated by
 * the API); the audio they point to lives in `assets` (project_kind 'music'), deleted with the project.
 */
export class CreateMusicProjects1795306200000 implements MigrationInterface {
  name = 'CreateMusicProjects1795306200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE music_projects (
        id uuid CONSTRAINT pk_music_projects PRIMARY KEY DEFAULT gen_random_uuid(),
        public_id text NOT NULL CONSTRAINT ck_music_projects_public_id CHECK (public_id ~ '^[A-Za-z0-9_-]{4,32}$'),
        owner_user_id uuid CONSTRAINT fk_music_projects_user REFERENCES users (id) ON DELETE CASCADE,
        owner_session_id text CONSTRAINT ck_music_projects_session CHECK (owner_session_id ~ '^[A-Za-z0-9_-]{1,64}$'),
        title text CONSTRAINT ck_music_projects_title CHECK (char_length(title) <= 80),
        project_type text NOT NULL CONSTRAINT ck_music_projects_type CHECK (project_type IN ('single', 'album')),
        genre text NOT NULL
          CONSTRAINT ck_music_projects_genre CHECK (genre IN ('pop', 'rock', 'hip-hop', 'electronic', 'jazz', 'country')),
        mood text NOT NULL
          CONSTRAINT ck_music_projects_mood CHECK (mood IN ('upbeat', 'melancholic', 'energetic', 'chill', 'romantic', 'dark')),
        length_minutes smallint NOT NULL CONSTRAINT ck_music_projects_length CHECK (length_minutes IN (2, 3, 4, 5, 8)),
        tempo smallint NOT NULL DEFAULT 120 CONSTRAINT ck_music_projects_tempo CHECK (tempo BETWEEN 60 AND 180),
        music_key text NOT NULL DEFAULT 'C' CONSTRAINT ck_music_projects_key CHECK (music_key IN ('C', 'D', 'E', 'F', 'G', 'A', 'B')),
        lyrics_prompt text CONSTRAINT ck_music_projects_prompt CHECK (char_length(lyrics_prompt) <= 2000),
        lyrics jsonb NOT NULL DEFAULT '[]'::jsonb CONSTRAINT ck_music_projects_lyrics CHECK (jsonb_typeof(lyrics) = 'array'),
        beat jsonb CONSTRAINT ck_music_projects_beat CHECK (jsonb_typeof(beat) = 'object'),
        arrangement jsonb CONSTRAINT ck_music_projects_arrangement CHECK (jsonb_typeof(arrangement) = 'object'),
        beat_job_id uuid CONSTRAINT fk_music_projects_beat_job REFERENCES jobs (id) ON DELETE SET NULL,
        exports jsonb NOT NULL DEFAULT '{}'::jsonb CONSTRAINT ck_music_projects_exports CHECK (jsonb_typeof(exports) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_music_projects_owner CHECK (owner_user_id IS NOT NULL OR owner_session_id IS NOT NULL)
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_music_projects_user_public ON music_projects (owner_user_id, public_id) WHERE owner_user_id IS NOT NULL',
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_music_projects_visitor_public ON music_projects (owner_session_id, public_id)
         WHERE owner_user_id IS NULL`,
    );
    await queryRunner.query(
      'CREATE INDEX ix_music_projects_user_updated ON music_projects (owner_user_id, updated_at DESC) WHERE owner_user_id IS NOT NULL',
    );
    await queryRunner.query(
      `CREATE INDEX ix_music_projects_visitor_updated ON music_projects (owner_session_id, updated_at DESC)
         WHERE owner_user_id IS NULL`,
    );
    await queryRunner.query('CREATE INDEX ix_music_projects_beat_job ON music_projects (beat_job_id) WHERE beat_job_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE music_projects');
  }
}
