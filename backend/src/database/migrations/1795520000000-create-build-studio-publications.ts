import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A published Build Studio project (README "Build Studio", Publish): a snapshot of its files at publish time under
 * a stable, unguessable slug. Republishing replaces the snapshot and bumps `revision` (the ETags carry it, so no
 * cache outlives it); unpublishing sets `revoked_at` and keeps the slug, the counter and the row. One per project.
 */
export class CreateBuildStudioPublications1795520000000 implements MigrationInterface {
  name = 'CreateBuildStudioPublications1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE build_studio_publications (
        id uuid CONSTRAINT pk_build_studio_publications PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL CONSTRAINT fk_build_studio_publications_project REFERENCES build_studio_projects (id) ON DELETE CASCADE,
        owner_user_id uuid NOT NULL CONSTRAINT fk_build_studio_publications_owner REFERENCES users (id) ON DELETE CASCADE,
        slug text NOT NULL CONSTRAINT ck_build_studio_publications_slug CHECK (slug ~ '^[A-Za-z0-9_-]{22}$'),
        project_type text NOT NULL CONSTRAINT ck_build_studio_publications_type CHECK (project_type IN ('static', 'nodejs', 'python')),
        files jsonb NOT NULL,
        revision integer NOT NULL DEFAULT 1 CONSTRAINT ck_build_studio_publications_revision CHECK (revision > 0),
        visits bigint NOT NULL DEFAULT 0,
        published_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT ux_build_studio_publications_project UNIQUE (project_id),
        CONSTRAINT ux_build_studio_publications_slug UNIQUE (slug)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE build_studio_publications');
  }
}
