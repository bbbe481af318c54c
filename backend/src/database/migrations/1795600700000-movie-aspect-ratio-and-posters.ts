import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Movie Studio (README "Movie Studio", Aspect ratios and Posters): each movie's frame shape (16:9, 9:16, 1:1;
 * existing movies stay landscape), and a poster frame (a JPEG) per rendered scene and per export, shown
 * before their video loads. A poster goes with its video: removed when the render or export it shows is.
 */
export class MovieAspectRatioAndPosters1795600700000 implements MigrationInterface {
  name = 'MovieAspectRatioAndPosters1795600700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE movie_projects
        ADD COLUMN aspect_ratio text NOT NULL DEFAULT '16:9'
          CONSTRAINT ck_movie_projects_aspect_ratio CHECK (aspect_ratio IN ('16:9', '9:16', '1:1')),
        ADD COLUMN export_poster_asset_id uuid CONSTRAINT fk_movie_projects_export_poster REFERENCES assets (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      ALTER TABLE movie_scenes
        ADD COLUMN poster_asset_id uuid CONSTRAINT fk_movie_scenes_poster REFERENCES assets (id) ON DELETE SET NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE movie_scenes DROP COLUMN poster_asset_id');
    await queryRunner.query('ALTER TABLE movie_projects DROP COLUMN export_poster_asset_id, DROP COLUMN aspect_ratio');
  }
}
