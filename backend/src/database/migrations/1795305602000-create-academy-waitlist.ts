import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Addresses waiting for the Academy launch; one row per normalised address. */
export class CreateAcademyWaitlist1795305602000 implements MigrationInterface {
  name = 'CreateAcademyWaitlist1795305602000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE academy_waitlist (
        id uuid CONSTRAINT pk_academy_waitlist PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CONSTRAINT ck_academy_waitlist_email_normalised CHECK (email = lower(btrim(email))),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_academy_waitlist_email ON academy_waitlist (email)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE academy_waitlist');
  }
}
