import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The integrations API product: plans (seeded), each account's plan, API keys (only their SHA-256 is
 * kept) and the monthly usage the gateway meters against the plan.
 */
export class CreateApiKeys1795305640000 implements MigrationInterface {
  name = 'CreateApiKeys1795305640000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE integration_plans (
        id text CONSTRAINT pk_integration_plans PRIMARY KEY,
        name text NOT NULL,
        price_monthly integer NOT NULL CONSTRAINT ck_integration_plans_price CHECK (price_monthly >= 0),
        tokens bigint NOT NULL CONSTRAINT ck_integration_plans_tokens CHECK (tokens >= 0),
        images integer NOT NULL CONSTRAINT ck_integration_plans_images CHECK (images >= 0),
        videos integer NOT NULL CONSTRAINT ck_integration_plans_videos CHECK (videos >= 0),
        position integer NOT NULL
      )`);
    // Spec 001 §1/§9: the free tier is 100 tokens, 3 photos and 1 video a month.
    await queryRunner.query(`
      INSERT INTO integration_plans (id, name, price_monthly, tokens, images, videos, position) VALUES
        ('free', 'Free', 0, 100, 3, 1, 1),
        ('starter', 'Starter', 1900, 500000, 200, 20, 2),
        ('business', 'Business', 9900, 5000000, 2000, 200, 3)`);
    await queryRunner.query(`
      ALTER TABLE users ADD COLUMN api_plan text NOT NULL DEFAULT 'free'
        CONSTRAINT fk_users_api_plan REFERENCES integration_plans (id) ON DELETE RESTRICT`);
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id uuid CONSTRAINT pk_api_keys PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT fk_api_keys_user REFERENCES users (id) ON DELETE CASCADE,
        label text NOT NULL,
        key_hash text NOT NULL,
        key_start text NOT NULL,
        key_end text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_api_keys_key_hash ON api_keys (key_hash)');
    await queryRunner.query(
      'CREATE INDEX ix_api_keys_user_live ON api_keys (user_id, created_at DESC) WHERE revoked_at IS NULL',
    );
    // One row per account and calendar month (UTC). `*_used` include in-flight reservations;
    // `last_token_grant` is what the latest token reservation got, read back by RETURNING.
    await queryRunner.query(`
      CREATE TABLE api_usage (
        user_id uuid NOT NULL CONSTRAINT fk_api_usage_user REFERENCES users (id) ON DELETE CASCADE,
        period date NOT NULL,
        tokens_used bigint NOT NULL DEFAULT 0 CONSTRAINT ck_api_usage_tokens CHECK (tokens_used >= 0),
        images_used integer NOT NULL DEFAULT 0 CONSTRAINT ck_api_usage_images CHECK (images_used >= 0),
        videos_used integer NOT NULL DEFAULT 0 CONSTRAINT ck_api_usage_videos CHECK (videos_used >= 0),
        last_token_grant bigint NOT NULL DEFAULT 0,
        CONSTRAINT pk_api_usage PRIMARY KEY (user_id, period)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE api_usage');
    await queryRunner.query('DROP TABLE api_keys');
    await queryRunner.query('ALTER TABLE users DROP COLUMN api_plan');
    await queryRunner.query('DROP TABLE integration_plans');
  }
}
