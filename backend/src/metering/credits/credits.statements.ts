import { type PreparedStatement, prepared } from '../../database/prepared-statement';
import { LIVE_LEASE_KEYS_SQL } from '../../database/process-lease';

/** The balance of currency $2 ('RC' | 'SC') on a credit_accounts row `a`. */
const balanceOf = (currency: string) =>
  `(CASE WHEN ${currency} = 'RC' THEN a.rc_granted - a.rc_debited ELSE a.sc_granted - a.sc_debited END)`;

/** ISO 8601 in UTC with milliseconds, as JSON answers carry times. */
const iso = (value: string) => `to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Parameters every holding statement takes first; the owner query's own parameters follow from $9. */
export const OWNER_PARAMETERS_START = 9;

/**
 * The hot path: finds the owner with `ownerSql`, holds `cost` of one currency on its account and records the
 * charge with its answer, in one statement (one round trip, one row lock). The UPDATE re-checks the balance
 * on the newest row version, so concurrent charges never take it below zero. A charge key already used makes
 * the INSERT fail with a unique violation, which rolls the debit back: the caller then replays the first
 * answer. `ownerSql` yields `user_id uuid` (no row: no owner) plus any columns the caller wants back.
 * No answer back: no owner, the account is missing, its cycle is due (grant first), or the balance is short.
 * $1 currency, $2 cost, $3 entry key, $4 holder, $5 seconds to claim, $6 endpoint, $7 meta, $8 fingerprint.
 */
export function holdChargeStatement(name: string, ownerSql: string): PreparedStatement {
  return prepared(
    name,
    `WITH owner AS (${ownerSql}),
     account AS (SELECT a.next_grant_at FROM credit_accounts a WHERE a.user_id = (SELECT user_id FROM owner LIMIT 1)),
     debit AS (
       UPDATE credit_accounts a
       SET rc_debited = a.rc_debited + CASE WHEN $1::text = 'RC' THEN $2::bigint ELSE 0 END,
           sc_debited = a.sc_debited + CASE WHEN $1::text = 'SC' THEN $2::bigint ELSE 0 END
       WHERE a.user_id = (SELECT user_id FROM owner LIMIT 1) AND a.next_grant_at > now() AND ${balanceOf('$1::text')} >= $2::bigint
       RETURNING a.user_id, a.tier, a.rc_granted - a.rc_debited AS rc, a.sc_granted - a.sc_debited AS sc,
                 CASE WHEN $1::text = 'RC' THEN a.rc_debited ELSE a.sc_debited END - $2::bigint AS position),
     fresh AS (SELECT gen_random_uuid() AS id, now() + make_interval(secs => $5::int) AS held_until),
     charge AS (
       INSERT INTO credit_entries
         (id, user_id, entry_key, kind, currency, amount, position, balance_after, status, holder, held_until,
          endpoint, meta, request_hash, answer)
       SELECT f.id, d.user_id, $3, 'charge', $1::text, -$2::bigint, d.position,
              CASE WHEN $1::text = 'RC' THEN d.rc ELSE d.sc END, 'held', $4, f.held_until, $6, $7::jsonb, $8,
              jsonb_build_object(
                'id', f.id, 'status', 'held', 'endpoint', $6::text, 'currency', $1::text, 'cost', $2::bigint,
                'rc', d.rc, 'sc', d.sc, 'tier', d.tier,
                'hold_expires_at', ${iso('f.held_until')}, 'created_at', ${iso('now()')})
       FROM debit d, fresh f
       RETURNING answer)
     SELECT o.*, (SELECT answer FROM charge) AS answer,
            EXISTS (SELECT 1 FROM account) AS has_account,
            COALESCE((SELECT next_grant_at <= now() FROM account), false) AS cycle_due
     FROM (SELECT 1) one LEFT JOIN (SELECT * FROM owner LIMIT 1) o ON true`,
  );
}

/** The owner named by id ($9). */
export const HOLD_CHARGE = holdChargeStatement('credits.hold-charge', 'SELECT $9::uuid AS user_id');

/** The charge recorded under a key, for replays ($1 user, $2 entry key). */
export const FIND_CHARGE = prepared(
  'credits.find-charge',
  `SELECT id, status, request_hash, answer, claimed_at IS NOT NULL AS claimed
   FROM credit_entries WHERE user_id = $1 AND entry_key = $2 AND kind = 'charge'`,
);

/** The balance right now and the tier ($1 user), for a refusal's shortfall. */
export const READ_BALANCES = prepared(
  'credits.read-balances',
  `SELECT a.tier, a.rc_granted - a.rc_debited AS rc, a.sc_granted - a.sc_debited AS sc
   FROM credit_accounts a WHERE a.user_id = $1`,
);

/**
 * A generation takes over the hold it will capture: from now on its process's lease keeps it, for up to
 * $4 seconds. Only once per charge: a second generation with the same key finds it claimed.
 * $1 user, $2 charge id, $3 holder.
 */
export const CLAIM_CHARGE = prepared(
  'credits.claim-charge',
  `UPDATE credit_entries SET holder = $3, held_until = now() + make_interval(secs => $4::int), claimed_at = now()
   WHERE user_id = $1 AND id = $2 AND status = 'held' AND claimed_at IS NULL
   RETURNING id`,
);

/** The state of a charge ($1 user, $2 charge id). */
export const CHARGE_STATE = prepared(
  'credits.charge-state',
  `SELECT status, claimed_at IS NOT NULL AS claimed FROM credit_entries WHERE user_id = $1 AND id = $2 AND kind = 'charge'`,
);

/** Keeps a held charge: the generation succeeded. No balance change: the hold already took it. */
export const CAPTURE_CHARGE = prepared(
  'credits.capture-charge',
  `UPDATE credit_entries SET status = 'captured', settled_at = now(), holder = NULL, held_until = NULL
   WHERE id = $1 AND status = 'held'
   RETURNING id`,
);

/**
 * Gives held charges back with a refund entry each, and returns the credits to their accounts. Sums per
 * account first: UPDATE … FROM applies one joined row per target row. `released` names which charges.
 * Refunds of one batch share created_at, so each one's balance_after is the balance right after it in one
 * total order (charge id): the final balance less the refunds after it, inserted in that order so `seq`
 * (the ledger's order) agrees: ten refunds of 1 from 0 read 1…10, not 10 ten times.
 */
function releaseStatement(name: string, releasedSql: string): PreparedStatement {
  return prepared(
    name,
    `WITH released AS (${releasedSql}),
     sums AS (
       SELECT user_id, COALESCE(sum(amount) FILTER (WHERE currency = 'RC'), 0) AS rc,
              COALESCE(sum(amount) FILTER (WHERE currency = 'SC'), 0) AS sc
       FROM released GROUP BY user_id),
     credited AS (
       UPDATE credit_accounts a SET rc_debited = a.rc_debited - s.rc, sc_debited = a.sc_debited - s.sc
       FROM sums s WHERE a.user_id = s.user_id
       RETURNING a.user_id, a.rc_granted - a.rc_debited AS rc, a.sc_granted - a.sc_debited AS sc),
     refunds AS (
       INSERT INTO credit_entries (user_id, entry_key, kind, currency, amount, balance_after, charge_id)
       SELECT r.user_id, 'refund:' || r.id, 'refund', r.currency, r.amount,
              CASE WHEN r.currency = 'RC' THEN c.rc ELSE c.sc END
                - COALESCE(sum(r.amount) OVER (PARTITION BY r.user_id, r.currency ORDER BY r.id
                                               ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
              r.id
       FROM released r JOIN credited c USING (user_id)
       ORDER BY r.user_id, r.currency, r.id
       RETURNING 1)
     SELECT (SELECT count(*) FROM refunds)::int AS released`,
  );
}

const RELEASED_COLUMNS = `status = 'released', settled_at = now(), holder = NULL, held_until = NULL`;

/** Refunds one held charge ($1); nothing when it was already captured or released. */
export const RELEASE_CHARGE = releaseStatement(
  'credits.release-charge',
  `UPDATE credit_entries SET ${RELEASED_COLUMNS} WHERE id = $1 AND status = 'held'
   RETURNING id, user_id, currency, -amount AS amount`,
);

/**
 * The sweeper's: refunds every hold whose process is gone (its lease ended with its connection, even on
 * SIGKILL) or whose time ran out (a charge no generation claimed, or a generation far past any engine's
 * time limit). Runs in any process, as often as wanted: each charge is released, and refunded, once.
 */
export const RELEASE_ABANDONED = releaseStatement(
  'credits.release-abandoned',
  `UPDATE credit_entries e SET ${RELEASED_COLUMNS}
   WHERE e.status = 'held'
     AND (e.held_until < now() OR e.holder NOT IN (SELECT 'process:' || key FROM (${LIVE_LEASE_KEYS_SQL}) live))
   RETURNING e.id, e.user_id, e.currency, -e.amount AS amount`,
);

/** Opens the account on first use; its first cycle is due at once ($1 user). */
export const OPEN_ACCOUNT = prepared(
  'credits.open-account',
  `INSERT INTO credit_accounts (user_id, cycle_anchor, next_grant_at) VALUES ($1, now(), now())
   ON CONFLICT (user_id) DO NOTHING`,
);

/** The account, locked for a cycle change, with the database's clock and the credits on hold per currency. */
export const LOCK_ACCOUNT = prepared(
  'credits.lock-account',
  `SELECT a.tier, a.cycle_anchor, a.cycle_index, a.rc_granted, a.rc_debited, a.sc_granted, a.sc_debited, now() AS now,
          (SELECT COALESCE(sum(-e.amount), 0) FROM credit_entries e WHERE e.user_id = a.user_id AND e.status = 'held' AND e.currency = 'RC') AS rc_held,
          (SELECT COALESCE(sum(-e.amount), 0) FROM credit_entries e WHERE e.user_id = a.user_id AND e.status = 'held' AND e.currency = 'SC') AS sc_held
   FROM credit_accounts a WHERE a.user_id = $1 FOR UPDATE OF a`,
);

/** A grant or expiry of one cycle ($1 user, $2 key, $3 kind, $4 currency, $5 amount, $6 position, $7 balance after, $8 cycle). */
export const RECORD_CYCLE_ENTRY = prepared(
  'credits.record-cycle-entry',
  `INSERT INTO credit_entries (user_id, entry_key, kind, currency, amount, position, balance_after, cycle_index)
   VALUES ($1, $2, $3::credit_entry_kind, $4, $5, $6, $7, $8)`,
);

/** Totals and the cycle after grants ($1 user, $2 last cycle, $3 next grant, $4–$7 rc/sc granted/debited). */
export const SAVE_CYCLE = prepared(
  'credits.save-cycle',
  `UPDATE credit_accounts SET cycle_index = $2, next_grant_at = $3, rc_granted = $4, rc_debited = $5,
          sc_granted = $6, sc_debited = $7
   WHERE user_id = $1`,
);

/** Everything the credits view shows ($1 user). */
export const READ_ACCOUNT = prepared(
  'credits.read-account',
  `SELECT a.tier, a.cycle_anchor, a.cycle_index, a.next_grant_at, a.next_grant_at <= now() AS cycle_due,
          a.rc_granted, a.rc_debited, a.sc_granted, a.sc_debited,
          (SELECT COALESCE(sum(-e.amount), 0) FROM credit_entries e WHERE e.user_id = a.user_id AND e.status = 'held' AND e.currency = 'RC') AS rc_held,
          (SELECT COALESCE(sum(-e.amount), 0) FROM credit_entries e WHERE e.user_id = a.user_id AND e.status = 'held' AND e.currency = 'SC') AS sc_held
   FROM credit_accounts a WHERE a.user_id = $1`,
);

/**
 * The newest grants per currency ($1 user): with the cap at twice the allocation, credits left can only
 * be in the last few, so this is enough to say which grants the balance comes from.
 */
export const RECENT_GRANTS = prepared(
  'credits.recent-grants',
  `SELECT id, currency, amount, position, cycle_index, created_at FROM (
     SELECT e.*, row_number() OVER (PARTITION BY currency ORDER BY position DESC) AS n
     FROM credit_entries e WHERE e.user_id = $1 AND e.kind = 'grant') g
   WHERE n <= 4 ORDER BY position`,
);

/** The newest entries of the ledger ($1 user, $2 limit). */
export const LEDGER_PAGE = prepared(
  'credits.ledger-page',
  `SELECT id, kind, currency, amount, balance_after, status, endpoint, meta, charge_id, cycle_index, created_at
   FROM credit_entries WHERE user_id = $1 ORDER BY seq DESC LIMIT $2`,
);

/** Tier changes take effect at the next grant ($1 user, $2 tier). */
export const SET_TIER = prepared(
  'credits.set-tier',
  'UPDATE credit_accounts SET tier = $2::credit_tier WHERE user_id = $1 RETURNING user_id',
);
