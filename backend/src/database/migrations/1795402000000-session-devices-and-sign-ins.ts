import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the account screens need to be honest about sessions: the kind of device (for its icon), the
 * account's previous sign-in (so a first visit is greeted as one), and the sessions ended from another
 * device (so that device can be told why it was signed out).
 */
export class SessionDevicesAndSignIns1795402000000 implements MigrationInterface {
  name = 'SessionDevicesAndSignIns1795402000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sessions
        ADD COLUMN device_kind text NOT NULL DEFAULT 'unknown'
          CONSTRAINT ck_sessions_device_kind CHECK (device_kind IN ('phone', 'tablet', 'desktop', 'unknown')),
        ADD COLUMN previous_sign_in_at timestamptz`);
    // Existing sessions: the kind from the label they were given; Android without the agent is a phone guess.
    await queryRunner.query(`
      UPDATE sessions SET device_kind = CASE
        WHEN device_label ~ ' on (iPhone|Android)$' THEN 'phone'
        WHEN device_label ~ ' on iPad$' THEN 'tablet'
        WHEN device_label ~ ' on (Windows|macOS|Linux|ChromeOS)$' THEN 'desktop'
        ELSE 'unknown' END`);
    // Sessions from before this column are not anyone's first: they are never greeted as new.
    await queryRunner.query('UPDATE sessions SET previous_sign_in_at = created_at');

    await queryRunner.query('ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz');
    await queryRunner.query(`
      UPDATE users u SET last_sign_in_at = GREATEST(u.created_at, (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id))`);

    // Only the token's hash, as in sessions; kept until the session would have ended anyway.
    await queryRunner.query(`
      CREATE TABLE revoked_sessions (
        token_hash text CONSTRAINT pk_revoked_sessions PRIMARY KEY,
        user_id uuid NOT NULL CONSTRAINT fk_revoked_sessions_user REFERENCES users (id) ON DELETE CASCADE,
        revoked_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX ix_revoked_sessions_expires_at ON revoked_sessions (expires_at)');
    await queryRunner.query('CREATE INDEX ix_revoked_sessions_user ON revoked_sessions (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE revoked_sessions');
    await queryRunner.query('ALTER TABLE users DROP COLUMN last_sign_in_at');
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN previous_sign_in_at, DROP COLUMN device_kind');
  }
}
