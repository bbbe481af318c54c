import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Facts about the installation itself; starts with an id that tells deployments apart in logs and support. */
export class CreateAppMeta1763769600000 implements MigrationInterface {
  name = 'CreateAppMeta1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_meta (
        key text CONSTRAINT pk_app_meta PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension is needed.
    await queryRunner.query(`INSERT INTO app_meta (key, value) VALUES ('installation_id', gen_random_uuid()::text)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE app_meta');
  }
}
