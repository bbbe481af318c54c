import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A Build Studio version may be the project as it was before an AI turn ('before'), so Restore can bring it back. */
export class BuildStudioBeforeVersions1795510000000 implements MigrationInterface {
  name = 'BuildStudioBeforeVersions1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE build_studio_versions DROP CONSTRAINT ck_build_studio_versions_kind,
        ADD CONSTRAINT ck_build_studio_versions_kind CHECK (kind IN ('generation', 'before', 'save', 'restore', 'import'))
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM build_studio_versions WHERE kind = 'before'`);
    await queryRunner.query(`
      ALTER TABLE build_studio_versions DROP CONSTRAINT ck_build_studio_versions_kind,
        ADD CONSTRAINT ck_build_studio_versions_kind CHECK (kind IN ('generation', 'save', 'restore', 'import'))
    `);
  }
}
