import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marketing Studio's own data: each account's brand kit, its artifacts (each paid by one credit charge),
 * the Chat Engineer's conversation, and the studio's analytics events. Everything goes with the account.
 */
export class CreateMarketingStudio1795306310000 implements MigrationInterface {
  name = 'CreateMarketingStudio1795306310000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE marketing_brand_kits (
        user_id uuid CONSTRAINT pk_marketing_brand_kits PRIMARY KEY
          CONSTRAINT fk_marketing_brand_kits_user REFERENCES users (id) ON DELETE CASCADE,
        product text NOT NULL DEFAULT '' CONSTRAINT ck_marketing_brand_kits_product CHECK (char_length(product) <= 200),
        audience text NOT NULL DEFAULT '' CONSTRAINT ck_marketing_brand_kits_audience CHECK (char_length(audience) <= 200),
        voice text NOT NULL DEFAULT '' CONSTRAINT ck_marketing_brand_kits_voice CHECK (char_length(voice) <= 200),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // charge_id names the credit charge that paid for it (the ledger is the metering module's, so no
    // foreign key across it); request_hash binds the idempotency key to the exact request.
    await queryRunner.query(`
      CREATE TABLE marketing_artifacts (
        id uuid CONSTRAINT pk_marketing_artifacts PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT fk_marketing_artifacts_user REFERENCES users (id) ON DELETE CASCADE,
        charge_id uuid NOT NULL,
        request_hash text NOT NULL,
        kind text NOT NULL CONSTRAINT ck_marketing_artifacts_kind CHECK (kind IN ('copy', 'campaign_copy', 'visual', 'image')),
        input text NOT NULL CONSTRAINT ck_marketing_artifacts_input CHECK (char_length(input) BETWEEN 1 AND 2000),
        copy_type text CONSTRAINT ck_marketing_artifacts_copy_type CHECK (copy_type IN ('ad', 'email', 'landing', 'social')),
        style text CONSTRAINT ck_marketing_artifacts_style CHECK (style IN ('photo', 'illustration', '3d', 'sketch')),
        output jsonb NOT NULL CONSTRAINT ck_marketing_artifacts_output CHECK (jsonb_typeof(output) = 'array'),
        engine jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_marketing_artifacts_charge ON marketing_artifacts (charge_id)');
    await queryRunner.query('CREATE INDEX ix_marketing_artifacts_user_created ON marketing_artifacts (user_id, created_at DESC)');
    // A question and its answer, written in one transaction (seq orders them); the answer keeps its streamed
    // pieces and its charge, so a retry with the same idempotency key replays the same frames.
    await queryRunner.query(`
      CREATE TABLE marketing_chat_messages (
        id uuid CONSTRAINT pk_marketing_chat_messages PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        user_id uuid NOT NULL CONSTRAINT fk_marketing_chat_messages_user REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL CONSTRAINT ck_marketing_chat_messages_role CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        pieces jsonb,
        charge_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_marketing_chat_messages_charge CHECK ((role = 'assistant') = (charge_id IS NOT NULL))
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_marketing_chat_messages_charge ON marketing_chat_messages (charge_id)');
    await queryRunner.query('CREATE INDEX ix_marketing_chat_messages_user_seq ON marketing_chat_messages (user_id, seq DESC)');
    // Visitors' events have no account; they are limited by address, which is not stored.
    await queryRunner.query(`
      CREATE TABLE analytics_events (
        id bigint GENERATED ALWAYS AS IDENTITY CONSTRAINT pk_analytics_events PRIMARY KEY,
        user_id uuid CONSTRAINT fk_analytics_events_user REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CONSTRAINT ck_analytics_events_name CHECK (name ~ '^[a-z][a-z0-9_.:-]{0,63}$'),
        source text NOT NULL CONSTRAINT ck_analytics_events_source CHECK (source IN ('web')),
        meta jsonb NOT NULL DEFAULT '{}' CONSTRAINT ck_analytics_events_meta CHECK (jsonb_typeof(meta) = 'object'),
        client_at timestamptz,
        duration_ms integer CONSTRAINT ck_analytics_events_duration CHECK (duration_ms >= 0),
        rc bigint CONSTRAINT ck_analytics_events_rc CHECK (rc >= 0),
        sc bigint CONSTRAINT ck_analytics_events_sc CHECK (sc >= 0),
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX ix_analytics_events_user_received ON analytics_events (user_id, received_at) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX ix_analytics_events_received ON analytics_events (received_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE analytics_events');
    await queryRunner.query('DROP TABLE marketing_chat_messages');
    await queryRunner.query('DROP TABLE marketing_artifacts');
    await queryRunner.query('DROP TABLE marketing_brand_kits');
  }
}
