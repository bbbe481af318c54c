import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Build Studio's saved projects and their history of versions. A version is a manifest (path → content
 * hash) plus the message that made it; contents live once per project in `build_studio_blobs`, so a
 * turn that changes one file of fifty stores one new blob. Deleting a project (or its account) removes
 * everything of it.
 */
export class CreateBuildStudio1795306000000 implements MigrationInterface {
  name = 'CreateBuildStudio1795306000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE build_studio_projects (
        id uuid CONSTRAINT pk_build_studio_projects PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_user_id uuid NOT NULL CONSTRAINT fk_build_studio_projects_owner REFERENCES users (id) ON DELETE CASCADE,
        client_id text CONSTRAINT ck_build_studio_projects_client_id CHECK (client_id ~ '^[A-Za-z0-9_-]{1,64}$'),
        name text NOT NULL CONSTRAINT ck_build_studio_projects_name CHECK (char_length(name) BETWEEN 1 AND 100),
        project_type text NOT NULL DEFAULT 'static'
          CONSTRAINT ck_build_studio_projects_type CHECK (project_type IN ('static', 'nodejs', 'python')),
        history jsonb NOT NULL DEFAULT '[]',
        file_count integer NOT NULL DEFAULT 0,
        total_bytes integer NOT NULL DEFAULT 0,
        last_saved timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_build_studio_projects_owner ON build_studio_projects (owner_user_id, last_saved DESC)');
    // A project moved in from a browser keeps its browser id, so moving it twice never makes two.
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_build_studio_projects_client ON build_studio_projects (owner_user_id, client_id)
       WHERE client_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE build_studio_blobs (
        project_id uuid NOT NULL CONSTRAINT fk_build_studio_blobs_project REFERENCES build_studio_projects (id) ON DELETE CASCADE,
        hash text NOT NULL CONSTRAINT ck_build_studio_blobs_hash CHECK (hash ~ '^[0-9a-f]{64}$'),
        content text NOT NULL,
        CONSTRAINT pk_build_studio_blobs PRIMARY KEY (project_id, hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE build_studio_versions (
        id uuid CONSTRAINT pk_build_studio_versions PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL CONSTRAINT fk_build_studio_versions_project REFERENCES build_studio_projects (id) ON DELETE CASCADE,
        number integer NOT NULL CONSTRAINT ck_build_studio_versions_number CHECK (number > 0),
        kind text NOT NULL CONSTRAINT ck_build_studio_versions_kind CHECK (kind IN ('generation', 'save', 'restore', 'import')),
        message text NOT NULL CONSTRAINT ck_build_studio_versions_message CHECK (char_length(message) <= 8000),
        manifest jsonb NOT NULL,
        file_count integer NOT NULL,
        total_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_build_studio_versions_number UNIQUE (project_id, number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE build_studio_versions');
    await queryRunner.query('DROP TABLE build_studio_blobs');
    await queryRunner.query('DROP TABLE build_studio_projects');
  }
}
