import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every mail the API sends, kept for operators: through SMTP (with the time it was accepted) or only stored. */
export class CreateMailOutbox1795305601000 implements MigrationInterface {
  name = 'CreateMailOutbox1795305601000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id uuid CONSTRAINT pk_mail_outbox PRIMARY KEY DEFAULT gen_random_uuid(),
        "to" text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        transport text NOT NULL CONSTRAINT ck_mail_outbox_transport CHECK (transport IN ('smtp', 'outbox')),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX ix_mail_outbox_to_created_at ON mail_outbox ("to", created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_outbox');
  }
}
