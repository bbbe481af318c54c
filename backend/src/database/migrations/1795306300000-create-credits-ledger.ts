import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Marketing Studio credits ledger (metering module). `credit_accounts` holds each account's tier, its
 * monthly cycle and running totals per currency (granted, debited), so a charge is one conditional UPDATE;
 * `credit_entries` holds every grant, charge, refund and expiry, each under a key unique per account, and the
 * balance is always their sum: entries and totals change in the same statements.
 */
export class CreateCreditsLedger1795306300000 implements MigrationInterface {
  name = 'CreateCreditsLedger1795306300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE credit_tier AS ENUM ('free', 'creator', 'pro', 'elite')`);
    await queryRunner.query(`CREATE TYPE credit_entry_kind AS ENUM ('grant', 'charge', 'refund', 'expiry')`);
    // cycle_index is the last cycle granted (-1: none yet); cycle k starts at cycle_anchor + k months.
    // debited counts charges (held ones too) and expiries, minus refunds: balance = granted - debited.
    await queryRunner.query(`
      CREATE TABLE credit_accounts (
        user_id uuid CONSTRAINT pk_credit_accounts PRIMARY KEY
          CONSTRAINT fk_credit_accounts_user REFERENCES users (id) ON DELETE CASCADE,
        tier credit_tier NOT NULL DEFAULT 'free',
        cycle_anchor timestamptz NOT NULL,
        cycle_index integer NOT NULL DEFAULT -1 CONSTRAINT ck_credit_accounts_cycle CHECK (cycle_index >= -1),
        next_grant_at timestamptz NOT NULL,
        rc_granted bigint NOT NULL DEFAULT 0,
        rc_debited bigint NOT NULL DEFAULT 0,
        sc_granted bigint NOT NULL DEFAULT 0,
        sc_debited bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_credit_accounts_rc CHECK (rc_debited >= 0 AND rc_debited <= rc_granted),
        CONSTRAINT ck_credit_accounts_sc CHECK (sc_debited >= 0 AND sc_debited <= sc_granted)
      )`);
    // Keys: 'charge:<client key>', 'grant:<currency>:<cycle>', 'expiry:<currency>:<cycle>', 'refund:<charge id>'.
    // position: for a grant, the credits granted before it; for a charge or expiry, the credits debited before
    // it (oldest grant first, so a debit at position p draws from the grant whose range holds p).
    // seq orders entries written in one transaction (they share created_at).
    // A charge is 'held' (by `holder`, a process lease, until `held_until`), then 'captured' or 'released'
    // (a release writes the refund). `answer` is the charge's first HTTP answer, replayed for its key.
    await queryRunner.query(`
      CREATE TABLE credit_entries (
        id uuid CONSTRAINT pk_credit_entries PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        user_id uuid NOT NULL CONSTRAINT fk_credit_entries_account REFERENCES credit_accounts (user_id) ON DELETE CASCADE,
        entry_key text NOT NULL CONSTRAINT ck_credit_entries_key CHECK (char_length(entry_key) BETWEEN 1 AND 200),
        kind credit_entry_kind NOT NULL,
        currency text NOT NULL CONSTRAINT ck_credit_entries_currency CHECK (currency IN ('RC', 'SC')),
        amount bigint NOT NULL,
        position bigint CONSTRAINT ck_credit_entries_position CHECK (position >= 0),
        balance_after bigint NOT NULL CONSTRAINT ck_credit_entries_balance CHECK (balance_after >= 0),
        status text CONSTRAINT ck_credit_entries_status CHECK (status IN ('held', 'captured', 'released')),
        holder text,
        held_until timestamptz,
        claimed_at timestamptz,
        settled_at timestamptz,
        endpoint text CONSTRAINT ck_credit_entries_endpoint CHECK (endpoint IN ('text', 'image')),
        meta jsonb,
        request_hash text,
        answer jsonb,
        charge_id uuid CONSTRAINT fk_credit_entries_charge REFERENCES credit_entries (id) ON DELETE CASCADE,
        cycle_index integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_credit_entries_sign CHECK (CASE WHEN kind IN ('grant', 'refund') THEN amount > 0 ELSE amount < 0 END),
        CONSTRAINT ck_credit_entries_charge CHECK ((kind = 'charge') = (status IS NOT NULL AND endpoint IS NOT NULL)),
        CONSTRAINT ck_credit_entries_refund CHECK ((kind = 'refund') = (charge_id IS NOT NULL)),
        CONSTRAINT ck_credit_entries_held CHECK (COALESCE(status = 'held', false) = (holder IS NOT NULL AND held_until IS NOT NULL))
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_credit_entries_key ON credit_entries (user_id, entry_key)');
    await queryRunner.query("CREATE UNIQUE INDEX ux_credit_entries_refund ON credit_entries (charge_id) WHERE kind = 'refund'");
    await queryRunner.query('CREATE INDEX ix_credit_entries_account_seq ON credit_entries (user_id, seq DESC)');
    await queryRunner.query("CREATE INDEX ix_credit_entries_held ON credit_entries (user_id, holder) WHERE status = 'held'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE credit_entries');
    await queryRunner.query('DROP TABLE credit_accounts');
    await queryRunner.query('DROP TYPE credit_entry_kind');
    await queryRunner.query('DROP TYPE credit_tier');
  }
}
