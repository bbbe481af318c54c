import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Movie Studio: projects (an account's, or a visitor session's until sign-up moves them), their
 * characters, their scenes with the render each holds, and rendered clips kept for reuse (title cards,
 * end credits, scenes re-encoded to another format) keyed by what went into them. Files are assets;
 * a project's rows go with it, an asset that goes clears what pointed at it.
 */
export class CreateMovieStudio1795306100000 implements MigrationInterface {
  name = 'CreateMovieStudio1795306100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // client_key: the 'movie_<timestamp>' id a browser made before the server's existed, so a repeated
    // first save finds the same project instead of making a second one.
    await queryRunner.query(`
      CREATE TABLE movie_projects (
        id uuid CONSTRAINT pk_movie_projects PRIMARY KEY DEFAULT gen_random_uuid(),
        client_key text CONSTRAINT ck_movie_projects_client_key CHECK (client_key ~ '^[A-Za-z0-9_-]{1,64}$'),
        owner_user_id uuid CONSTRAINT fk_movie_projects_owner_user REFERENCES users (id) ON DELETE CASCADE,
        owner_session_id text CONSTRAINT ck_movie_projects_session CHECK (owner_session_id ~ '^[A-Za-z0-9_-]{1,64}$'),
        title text NOT NULL DEFAULT '' CONSTRAINT ck_movie_projects_title CHECK (char_length(title) <= 80),
        logline text NOT NULL DEFAULT '' CONSTRAINT ck_movie_projects_logline CHECK (char_length(logline) <= 500),
        target_length smallint NOT NULL DEFAULT 10
          CONSTRAINT ck_movie_projects_target_length CHECK (target_length IN (5, 10, 20, 30, 60)),
        script_prompt text NOT NULL DEFAULT '' CONSTRAINT ck_movie_projects_script_prompt CHECK (char_length(script_prompt) <= 2000),
        export_asset_id uuid CONSTRAINT fk_movie_projects_export REFERENCES assets (id) ON DELETE SET NULL,
        export_hash text,
        export_job_id uuid CONSTRAINT fk_movie_projects_export_job REFERENCES jobs (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_movie_projects_owner CHECK (owner_user_id IS NOT NULL OR owner_session_id IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_movie_projects_user_key ON movie_projects (owner_user_id, client_key)
       WHERE owner_user_id IS NOT NULL AND client_key IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_movie_projects_visitor_key ON movie_projects (owner_session_id, client_key)
       WHERE owner_user_id IS NULL AND client_key IS NOT NULL`,
    );
    await queryRunner.query(
      'CREATE INDEX ix_movie_projects_user ON movie_projects (owner_user_id, updated_at DESC) WHERE owner_user_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX ix_movie_projects_visitor ON movie_projects (owner_session_id, updated_at DESC) WHERE owner_user_id IS NULL',
    );

    // Names are unique per project (case-insensitive): scenes bind characters by name.
    await queryRunner.query(`
      CREATE TABLE movie_characters (
        project_id uuid NOT NULL CONSTRAINT fk_movie_characters_project REFERENCES movie_projects (id) ON DELETE CASCADE,
        id text NOT NULL CONSTRAINT ck_movie_characters_id CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
        name text NOT NULL CONSTRAINT ck_movie_characters_name CHECK (char_length(name) BETWEEN 1 AND 60),
        role text NOT NULL CONSTRAINT ck_movie_characters_role CHECK (role IN ('Good Guy', 'Bad Guy', 'Neutral')),
        bio text NOT NULL CONSTRAINT ck_movie_characters_bio CHECK (char_length(bio) BETWEEN 1 AND 280),
        avatar_asset_id uuid CONSTRAINT fk_movie_characters_avatar REFERENCES assets (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_movie_characters PRIMARY KEY (project_id, id)
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_movie_characters_name ON movie_characters (project_id, lower(name))');

    // render_hash: what the held render was made from (prompt, cast, bible), to tell an out-of-date scene.
    // rendered_by_job_id: the job whose render it holds, so a retried job never renders it again.
    await queryRunner.query(`
      CREATE TABLE movie_scenes (
        id uuid CONSTRAINT pk_movie_scenes PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL CONSTRAINT fk_movie_scenes_project REFERENCES movie_projects (id) ON DELETE CASCADE,
        scene_number integer NOT NULL CONSTRAINT ck_movie_scenes_number CHECK (scene_number >= 1),
        prompt text NOT NULL CONSTRAINT ck_movie_scenes_prompt CHECK (char_length(prompt) BETWEEN 1 AND 1000),
        character_ids text[] NOT NULL DEFAULT '{}',
        duration_seconds integer NOT NULL CONSTRAINT ck_movie_scenes_duration CHECK (duration_seconds BETWEEN 1 AND 600),
        video_asset_id uuid CONSTRAINT fk_movie_scenes_video REFERENCES assets (id) ON DELETE SET NULL,
        render_hash text,
        render_format text,
        render_width integer,
        render_height integer,
        render_seconds real,
        render_engine jsonb,
        rendered_by_job_id uuid CONSTRAINT fk_movie_scenes_rendered_by REFERENCES jobs (id) ON DELETE SET NULL,
        job_id uuid CONSTRAINT fk_movie_scenes_job REFERENCES jobs (id) ON DELETE SET NULL,
        rendered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_movie_scenes_number UNIQUE (project_id, scene_number) DEFERRABLE INITIALLY IMMEDIATE
      )`);

    await queryRunner.query(`
      CREATE TABLE movie_clips (
        project_id uuid NOT NULL CONSTRAINT fk_movie_clips_project REFERENCES movie_projects (id) ON DELETE CASCADE,
        content_hash text NOT NULL CONSTRAINT ck_movie_clips_hash CHECK (content_hash ~ '^[0-9a-f]{64}$'),
        asset_id uuid NOT NULL CONSTRAINT fk_movie_clips_asset REFERENCES assets (id) ON DELETE CASCADE,
        seconds real NOT NULL CONSTRAINT ck_movie_clips_seconds CHECK (seconds > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_movie_clips PRIMARY KEY (project_id, content_hash)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE movie_clips');
    await queryRunner.query('DROP TABLE movie_scenes');
    await queryRunner.query('DROP TABLE movie_characters');
    await queryRunner.query('DROP TABLE movie_projects');
  }
}
