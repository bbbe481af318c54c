import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, their sessions, one-time sign-in links and the shared sign-in attempt counters. */
export class CreateAccounts1795305600000 implements MigrationInterface {
  name = 'CreateAccounts1795305600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE user_plan AS ENUM ('free', 'pro', 'studio')`);
    // Emails are stored normalised (trimmed, lower case), so a plain unique index makes them unique
    // case-insensitively; the check keeps any writer from storing another form.
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid CONSTRAINT pk_users PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CONSTRAINT ck_users_email_normalised CHECK (email = lower(btrim(email)) AND email <> ''),
        name text NOT NULL CONSTRAINT ck_users_name_length CHECK (char_length(name) BETWEEN 1 AND 80),
        password_hash text,
        avatar_file text,
        plan user_plan NOT NULL DEFAULT 'free',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_users_email ON users (email)');

    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid CONSTRAINT pk_sessions PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT fk_sessions_user REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        device_label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_sessions_token_hash ON sessions (token_hash)');
    await queryRunner.query('CREATE INDEX ix_sessions_user_last_seen ON sessions (user_id, last_seen_at DESC)');
    await queryRunner.query('CREATE INDEX ix_sessions_expires_at ON sessions (expires_at)');

    // Keyed by address, not by user: a link to an unknown address creates the account when used.
    await queryRunner.query(`
      CREATE TABLE magic_links (
        id uuid CONSTRAINT pk_magic_links PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_magic_links_token_hash ON magic_links (token_hash)');
    await queryRunner.query('CREATE INDEX ix_magic_links_email ON magic_links (email)');
    await queryRunner.query('CREATE INDEX ix_magic_links_expires_at ON magic_links (expires_at)');

    // Fixed-window counters; the key is a SHA-256 of e.g. "login:email:<address>", so no address is kept here.
    await queryRunner.query(`
      CREATE TABLE auth_throttle (
        key text CONSTRAINT pk_auth_throttle PRIMARY KEY,
        count integer NOT NULL CONSTRAINT ck_auth_throttle_count CHECK (count >= 0),
        window_ends_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX ix_auth_throttle_window_ends_at ON auth_throttle (window_ends_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth_throttle');
    await queryRunner.query('DROP TABLE magic_links');
    await queryRunner.query('DROP TABLE sessions');
    await queryRunner.query('DROP TABLE users');
    await queryRunner.query('DROP TYPE user_plan');
  }
}
