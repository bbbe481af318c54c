import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Contact sales" requests (Elite and custom plans): kept for the sales team; each also goes to the mail outbox. */
export class CreateSalesInquiries1795600800000 implements MigrationInterface {
  name = 'CreateSalesInquiries1795600800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sales_inquiries (
        id uuid CONSTRAINT pk_sales_inquiries PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid CONSTRAINT fk_sales_inquiries_user REFERENCES users (id) ON DELETE SET NULL,
        name text NOT NULL,
        email text NOT NULL CONSTRAINT ck_sales_inquiries_email_normalised CHECK (email = lower(btrim(email))),
        company text NOT NULL,
        message text NOT NULL,
        plan text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_sales_inquiries_created_at ON sales_inquiries (created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sales_inquiries');
  }
}
