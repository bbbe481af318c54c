import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One metering model for every counter: `meter_counters` (settled `used` plus in-flight `held` per
 * subject, meter and period) and `meter_reservations` (what is held, by whom). Replaces the daily
 * `usage_counters` and the monthly `api_usage`, whose counts move over as settled use. Also the
 * accounts' 14-day trials, which the plan entitlements read.
 */
export class CreateMetering1795305700000 implements MigrationInterface {
  name = 'CreateMetering1795305700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE meter_counters (
        subject text NOT NULL,
        meter text NOT NULL,
        period date NOT NULL,
        used bigint NOT NULL DEFAULT 0 CONSTRAINT ck_meter_counters_used CHECK (used >= 0),
        held bigint NOT NULL DEFAULT 0 CONSTRAINT ck_meter_counters_held CHECK (held >= 0),
        last_grant bigint NOT NULL DEFAULT 0,
        CONSTRAINT pk_meter_counters PRIMARY KEY (subject, meter, period)
      )`);
    // Reservations live only while work is in flight; `holder` is `process:<lease key>` or `job:<id>`.
    await queryRunner.query(`
      CREATE TABLE meter_reservations (
        id uuid CONSTRAINT pk_meter_reservations PRIMARY KEY DEFAULT gen_random_uuid(),
        holder text NOT NULL,
        meter text NOT NULL,
        period date NOT NULL,
        subjects text[] NOT NULL CONSTRAINT ck_meter_reservations_subjects CHECK (cardinality(subjects) >= 1),
        amount bigint NOT NULL CONSTRAINT ck_meter_reservations_amount CHECK (amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_meter_reservations_holder ON meter_reservations (holder)');
    await queryRunner.query(`
      INSERT INTO meter_counters (subject, meter, period, used)
      SELECT subject,
             CASE capability
               WHEN 'wp-demo-text' THEN 'demo.text' WHEN 'wp-demo-photo' THEN 'demo.photo'
               WHEN 'wp-demo-video' THEN 'demo.video' ELSE 'daily.' || capability END,
             day, count
      FROM usage_counters WHERE count > 0`);
    await queryRunner.query(`
      INSERT INTO meter_counters (subject, meter, period, used)
      SELECT 'account:' || user_id, m.meter, period, m.used
      FROM api_usage,
           LATERAL (VALUES ('api.tokens', tokens_used), ('api.images', images_used::bigint), ('api.videos', videos_used::bigint))
             AS m(meter, used)
      WHERE m.used > 0`);
    await queryRunner.query('DROP TABLE api_usage');
    await queryRunner.query('DROP TABLE usage_counters');
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN trial_plan user_plan,
        ADD COLUMN trial_started_at timestamptz,
        ADD COLUMN trial_ends_at timestamptz,
        ADD CONSTRAINT ck_users_trial CHECK ((trial_plan IS NULL) = (trial_ends_at IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE users DROP CONSTRAINT ck_users_trial, DROP COLUMN trial_plan, DROP COLUMN trial_started_at, DROP COLUMN trial_ends_at',
    );
    await queryRunner.query(`
      CREATE TABLE usage_counters (
        subject text NOT NULL, capability text NOT NULL, day date NOT NULL,
        count integer NOT NULL CONSTRAINT ck_usage_counters_count CHECK (count >= 0),
        CONSTRAINT pk_usage_counters PRIMARY KEY (subject, capability, day))`);
    await queryRunner.query(`
      CREATE TABLE api_usage (
        user_id uuid NOT NULL CONSTRAINT fk_api_usage_user REFERENCES users (id) ON DELETE CASCADE,
        period date NOT NULL,
        tokens_used bigint NOT NULL DEFAULT 0, images_used integer NOT NULL DEFAULT 0,
        videos_used integer NOT NULL DEFAULT 0, last_token_grant bigint NOT NULL DEFAULT 0,
        CONSTRAINT pk_api_usage PRIMARY KEY (user_id, period))`);
    await queryRunner.query('DROP TABLE meter_reservations');
    await queryRunner.query('DROP TABLE meter_counters');
  }
}
