import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exports that last (README "Movie Studio", Exports): each movie export is its own row and asset, kept until
 * the user deletes it. `extra_asset_ids` holds the files made beside the video (subtitles, poster) by name.
 * Assets get the file name a download takes (`download_name`), and a deleted asset may leave a tombstone so
 * its URL answers 410 with a link to what replaced it instead of a bare 404.
 */
export class MovieExportsAndAssetNames1795530000000 implements MigrationInterface {
  name = 'MovieExportsAndAssetNames1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE assets ADD COLUMN download_name text CONSTRAINT ck_assets_download_name CHECK (length(download_name) <= 200)');
    await queryRunner.query(`
      CREATE TABLE asset_tombstones (
        asset_id uuid CONSTRAINT pk_asset_tombstones PRIMARY KEY,
        project_id uuid,
        successor_asset_id uuid,
        gone_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_asset_tombstones_project ON asset_tombstones (project_id)');
    await queryRunner.query(`
      CREATE TABLE movie_exports (
        id uuid CONSTRAINT pk_movie_exports PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL CONSTRAINT fk_movie_exports_project REFERENCES movie_projects (id) ON DELETE CASCADE,
        asset_id uuid NOT NULL,
        content_hash text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        duration_seconds double precision NOT NULL,
        size_bytes bigint NOT NULL,
        extra_asset_ids jsonb NOT NULL DEFAULT '{}'::jsonb,
        job_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_movie_exports_asset UNIQUE (asset_id)
      )`);
    await queryRunner.query('CREATE INDEX ix_movie_exports_project_created ON movie_exports (project_id, created_at DESC)');
    // The one export each project kept so far becomes its first listed export.
    await queryRunner.query(`
      INSERT INTO movie_exports (project_id, asset_id, content_hash, width, height, duration_seconds, size_bytes, created_at)
      SELECT p.id, a.id, coalesce(p.export_hash, ''), coalesce(a.width, 0), coalesce(a.height, 0), coalesce(a.duration_seconds, 0), coalesce(a.size, 0), a.created_at
      FROM movie_projects p JOIN assets a ON a.id = p.export_asset_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE movie_exports');
    await queryRunner.query('DROP TABLE asset_tombstones');
    await queryRunner.query('ALTER TABLE assets DROP COLUMN download_name');
  }
}
