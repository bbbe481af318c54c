import { holdChargeStatement } from '../../../metering/credits/credits.statements';

/**
 * The consume hot path's owner: the account of a live session, found by the token's hash in the same
 * statement that charges ($9 token hash, $10 idle cutoff), so a consume is one round trip, as the gateway
 * checks its API key. The liveness rule is identity's (expires_at, and last use after the idle cutoff it
 * computes); recording the use stays identity's too (SessionsService), which this only reads.
 */
export const HOLD_CHARGE_FOR_SESSION = holdChargeStatement(
  'marketing.hold-charge-for-session',
  `SELECT s.user_id, s.last_seen_at FROM sessions s
   WHERE s.token_hash = $9 AND s.expires_at > now() AND s.last_seen_at > $10::timestamptz`,
);

export interface SessionOwner {
  last_seen_at: Date;
}
