import { Injectable } from '@nestjs/common';
import { MeteringPool } from '../../database/metering-pool';
import type { PreparedStatement } from '../../database/prepared-statement';
import { ProcessLease } from '../../database/process-lease';
import { addMonthsUtc, remainingOfGrant } from './credit-cycle';
import { CreditCycles } from './credit-cycles';
import { CREDIT_COSTS } from './credit-costs';
import type { CreditCurrency, CreditTier } from './credit-plans';
import { CreditsException } from './credits.errors';
import {
  CAPTURE_CHARGE,
  CHARGE_STATE,
  CLAIM_CHARGE,
  FIND_CHARGE,
  HOLD_CHARGE,
  LEDGER_PAGE,
  READ_ACCOUNT,
  READ_BALANCES,
  RECENT_GRANTS,
  RELEASE_CHARGE,
  SET_TIER,
} from './credits.statements';
import type {
  ChargeAnswer,
  ChargeStatus,
  ClaimOutcome,
  ConsumeRequest,
  ConsumeResult,
  CreditsView,
  GrantView,
  LedgerEntry,
} from './credits.types';
import { requestFingerprint } from '../../common/idempotency/request-fingerprint';
import { IdempotencyException } from '../../common/idempotency/idempotency.errors';

/** How long a charge made by `POST /api/v1/consume` waits for the generation that claims it. */
export const UNCLAIMED_HOLD_SECONDS = 120;
/** A claimed hold outlives any engine's time limit; past this it was orphaned and is refunded. */
export const CLAIMED_HOLD_SECONDS = 30 * 60;

/** A holding statement's row: the owner query's columns (null when it found none), and what was held. */
export type HoldRow<TOwner = object> = { [K in keyof TOwner]: TOwner[K] | null } & {
  user_id: string | null;
  answer: ChargeAnswer | null;
  has_account: boolean;
  cycle_due: boolean;
};

/** What one round trip of `tryHold` came to. */
export type HoldAttempt<TOwner> = { kind: 'row'; row: HoldRow<TOwner> } | { kind: 'key-taken' };

interface ChargeRow {
  id: string;
  status: ChargeStatus;
  request_hash: string;
  answer: ChargeAnswer;
  claimed: boolean;
}

const UNIQUE_VIOLATION = '23505';
const isDuplicateKey = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION &&
  (error as { constraint?: string }).constraint === 'ux_credit_entries_key';

/**
 * The credits ledger's reserve → settle | release: a charge holds credits the moment it is made (so the
 * balance an answer shows is exact), a generation claims the hold, captures it when it succeeds and
 * releases it (a refund entry) when it fails; holds of dead processes are refunded by CreditHoldSweeper.
 * Charges are idempotent per key with Stripe's semantics. Every balance change is one statement on the
 * metering pool that writes the entry and the account's totals together, so the ledger always sums to it.
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly pool: MeteringPool,
    private readonly lease: ProcessLease,
    private readonly cycles: CreditCycles,
  ) {}

  /**
   * Holds the endpoint's cost under `key`. The same key with the same request answers the first answer
   * again; with another request, 422. Not enough credits: 402 with the shortfall (nothing is recorded, so
   * the key stays free).
   */
  async consume(userId: string, key: string, request: ConsumeRequest): Promise<ConsumeResult> {
    const cost = CREDIT_COSTS[request.endpoint];
    const fingerprint = requestFingerprint(request);
    // At most: open the account, grant a due cycle, then charge.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const held = await this.tryHold(HOLD_CHARGE, [userId], key, request);
      if (held.kind === 'key-taken') return this.replay(userId, key, fingerprint);
      const { row } = held;
      if (row.answer) return { answer: row.answer, replayed: false };
      if (!row.has_account || row.cycle_due) {
        await this.cycles.bringUpToDate(userId);
        continue;
      }
      // A key used before may be why there was nothing to charge: its answer wins over a 402.
      const earlier = await this.findCharge(userId, key);
      if (earlier) return this.replayOf(earlier, fingerprint);
      const balance = await this.balanceOf(userId, cost.currency);
      if (balance.amount >= cost.amount) continue; // credits came back (a refund) between the two reads
      throw CreditsException.insufficient({ currency: cost.currency, cost: cost.amount, balance: balance.amount, tier: balance.tier });
    }
    throw new Error('credits: the account changed under three attempts in a row');
  }

  /**
   * One round trip of the hot path for an owner found by the caller's own query (a `holdChargeStatement`,
   * whose parameters follow from OWNER_PARAMETERS_START): it holds the charge when everything is in place.
   * Anything else (no answer in the row, or the key taken) is for `consume` to sort out.
   */
  async tryHold<TOwner>(
    statement: PreparedStatement,
    ownerParameters: readonly unknown[],
    key: string,
    request: ConsumeRequest,
  ): Promise<HoldAttempt<TOwner>> {
    const cost = CREDIT_COSTS[request.endpoint];
    const holder = await this.lease.holder();
    try {
      const { rows } = await this.pool.run<HoldRow<TOwner>>(statement, [
        cost.currency, cost.amount, chargeKey(key), holder, UNCLAIMED_HOLD_SECONDS, request.endpoint,
        JSON.stringify(request.meta), requestFingerprint(request), ...ownerParameters,
      ]);
      return { kind: 'row', row: rows[0] };
    } catch (error) {
      if (isDuplicateKey(error)) return { kind: 'key-taken' };
      throw error;
    }
  }

  /**
   * A generation takes over the hold it runs under (its process's lease keeps it from now on). Only one
   * generation per charge: a second finds it in progress, captured (replay its result) or released.
   */
  async claim(userId: string, chargeId: string): Promise<ClaimOutcome> {
    const holder = await this.lease.holder();
    const { rows } = await this.pool.run(CLAIM_CHARGE, [userId, chargeId, holder, CLAIMED_HOLD_SECONDS]);
    if (rows.length) return 'claimed';
    const { rows: states } = await this.pool.run<{ status: ChargeStatus; claimed: boolean }>(CHARGE_STATE, [userId, chargeId]);
    const state = states[0];
    if (!state || state.status === 'released') return 'released';
    return state.status === 'captured' ? 'captured' : 'in-progress';
  }

  /**
   * Keeps the charge: its generation succeeded. False when the hold was already released (its process lost
   * its lease mid-generation): the result is then free rather than charged twice.
   */
  async capture(chargeId: string): Promise<boolean> {
    const { rows } = await this.pool.run(CAPTURE_CHARGE, [chargeId]);
    return rows.length > 0;
  }

  /** Refunds the charge (a refund entry); false when it was captured or released already. */
  async release(chargeId: string): Promise<boolean> {
    const { rows } = await this.pool.run<{ released: number }>(RELEASE_CHARGE, [chargeId]);
    return (rows[0]?.released ?? 0) > 0;
  }

  /** Balances, holds, the cycle and which grants the balance comes from; grants any due cycle first. */
  async view(userId: string): Promise<CreditsView> {
    let { rows } = await this.pool.run<AccountRow>(READ_ACCOUNT, [userId]);
    if (!rows[0] || rows[0].cycle_due) {
      await this.cycles.bringUpToDate(userId);
      ({ rows } = await this.pool.run<AccountRow>(READ_ACCOUNT, [userId]));
    }
    const account = rows[0];
    const { rows: grants } = await this.pool.run<GrantRow>(RECENT_GRANTS, [userId]);
    const debited: Record<CreditCurrency, number> = { RC: Number(account.rc_debited), SC: Number(account.sc_debited) };
    return {
      tier: account.tier,
      rc: Number(account.rc_granted) - debited.RC,
      sc: Number(account.sc_granted) - debited.SC,
      heldRc: Number(account.rc_held),
      heldSc: Number(account.sc_held),
      cycleStartedAt: addMonthsUtc(new Date(account.cycle_anchor), account.cycle_index),
      nextGrantAt: account.next_grant_at,
      grants: grants
        .map((grant): GrantView => ({
          id: grant.id,
          currency: grant.currency,
          amount: Number(grant.amount),
          remaining: remainingOfGrant({ position: Number(grant.position), amount: Number(grant.amount) }, debited[grant.currency]),
          cycle: grant.cycle_index,
          grantedAt: grant.created_at,
        }))
        .filter((grant) => grant.remaining > 0),
    };
  }

  async ledger(userId: string, limit: number): Promise<LedgerEntry[]> {
    const { rows } = await this.pool.run<LedgerRow>(LEDGER_PAGE, [userId, limit]);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      currency: row.currency,
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      status: row.status,
      endpoint: row.endpoint,
      meta: row.meta,
      chargeId: row.charge_id,
      cycle: row.cycle_index,
      createdAt: row.created_at,
    }));
  }

  /** Operators' and tests' only way to change a tier (upgrades are not sold yet); it applies from the next grant. */
  async setTier(userId: string, tier: CreditTier): Promise<void> {
    await this.cycles.bringUpToDate(userId);
    await this.pool.run(SET_TIER, [userId, tier]);
  }

  private async replay(userId: string, key: string, fingerprint: string): Promise<ConsumeResult> {
    const earlier = await this.findCharge(userId, key);
    // The row that made the insert fail is committed; it cannot be missing unless its account was deleted.
    if (!earlier) throw IdempotencyException.inUse();
    return this.replayOf(earlier, fingerprint);
  }

  /**
   * The first answer again, but with the charge's state now: a replay after the generation failed says
   * `released` (refunded), not the `held` it said at first. The balances stay those right after the charge.
   */
  private replayOf(earlier: ChargeRow, fingerprint: string): ConsumeResult {
    if (earlier.request_hash !== fingerprint) throw IdempotencyException.reused();
    return { answer: { ...earlier.answer, status: earlier.status }, replayed: true };
  }

  private async findCharge(userId: string, key: string): Promise<ChargeRow | null> {
    const { rows } = await this.pool.run<ChargeRow>(FIND_CHARGE, [userId, chargeKey(key)]);
    return rows[0] ?? null;
  }

  private async balanceOf(userId: string, currency: CreditCurrency): Promise<{ amount: number; tier: CreditTier }> {
    const { rows } = await this.pool.run<{ tier: CreditTier; rc: string; sc: string }>(READ_BALANCES, [userId]);
    const row = rows[0];
    return { amount: Number(currency === 'RC' ? row?.rc : row?.sc) || 0, tier: row?.tier ?? 'free' };
  }
}

/** Charges live in the same key space as grants and refunds; a client's key is always prefixed. */
function chargeKey(key: string): string {
  return `charge:${key}`;
}

interface AccountRow {
  tier: CreditTier;
  cycle_anchor: Date;
  cycle_index: number;
  next_grant_at: Date;
  cycle_due: boolean;
  rc_granted: string;
  rc_debited: string;
  sc_granted: string;
  sc_debited: string;
  rc_held: string;
  sc_held: string;
}

interface GrantRow {
  id: string;
  currency: CreditCurrency;
  amount: string;
  position: string;
  cycle_index: number;
  created_at: Date;
}

interface LedgerRow {
  id: string;
  kind: LedgerEntry['kind'];
  currency: CreditCurrency;
  amount: string;
  balance_after: string;
  status: ChargeStatus | null;
  endpoint: LedgerEntry['endpoint'];
  meta: Record<string, string> | null;
  charge_id: string | null;
  cycle_index: number | null;
  created_at: Date;
}
