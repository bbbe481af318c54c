import { Injectable } from '@nestjs/common';
import { MeteringPool, type StatementRunner } from '../../database/metering-pool';
import { dueCycles, expiryOnGrant } from './credit-cycle';
import { CREDIT_CURRENCIES, type CreditCurrency, type CreditTier, allocationOf, rolloverCapOf } from './credit-plans';
import { LOCK_ACCOUNT, OPEN_ACCOUNT, RECORD_CYCLE_ENTRY, SAVE_CYCLE } from './credits.statements';

interface LockedAccount {
  tier: CreditTier;
  cycle_anchor: Date;
  cycle_index: number;
  rc_granted: string;
  rc_debited: string;
  sc_granted: string;
  sc_debited: string;
  rc_held: string;
  sc_held: string;
  now: Date;
}

interface Totals {
  granted: number;
  debited: number;
  held: number;
}

/**
 * Opens an account's credits on first use and grants each monthly cycle on the account's own anchor, with
 * the rollover cap: a grant that would take the balance (holds included) past twice the allocation expires
 * the excess, oldest credits first. Runs off the hot path (once a month per account), in one transaction
 * under the account's row lock, so concurrent callers grant each cycle once.
 */
@Injectable()
export class CreditCycles {
  constructor(private readonly pool: MeteringPool) {}

  /** Makes sure the account exists and every cycle that has started is granted. */
  async bringUpToDate(userId: string): Promise<void> {
    await this.pool.run(OPEN_ACCOUNT, [userId]);
    await this.pool.transaction(async (run) => {
      const { rows } = await run<LockedAccount>(LOCK_ACCOUNT, [userId]);
      const account = rows[0];
      if (!account) return;
      const due = dueCycles(new Date(account.cycle_anchor), account.cycle_index, new Date(account.now));
      const totals: Record<CreditCurrency, Totals> = {
        RC: { granted: Number(account.rc_granted), debited: Number(account.rc_debited), held: Number(account.rc_held) },
        SC: { granted: Number(account.sc_granted), debited: Number(account.sc_debited), held: Number(account.sc_held) },
      };
      // With no grant due the schedule is still saved, so a next_grant_at behind the anchor's calendar heals.
      for (const cycle of due.grants) {
        for (const currency of CREDIT_CURRENCIES) {
          await this.grant(run, userId, account.tier, currency, cycle, totals[currency]);
        }
      }
      await run(SAVE_CYCLE, [
        userId, due.lastIndex, due.nextGrantAt, totals.RC.granted, totals.RC.debited, totals.SC.granted, totals.SC.debited,
      ]);
    });
  }

  /** One currency's grant for one cycle, and the expiry the cap calls for; updates `totals` in place. */
  private async grant(
    run: StatementRunner,
    userId: string,
    tier: CreditTier,
    currency: CreditCurrency,
    cycle: number,
    totals: Totals,
  ): Promise<void> {
    const allocation = allocationOf(tier, currency);
    const available = totals.granted - totals.debited;
    if (allocation > 0) {
      await run(RECORD_CYCLE_ENTRY, [
        userId, `grant:${currency}:${cycle}`, 'grant', currency, allocation, totals.granted, available + allocation, cycle,
      ]);
      totals.granted += allocation;
    }
    const expired = expiryOnGrant({ available, held: totals.held, allocation, cap: rolloverCapOf(tier, currency) });
    if (expired > 0) {
      await run(RECORD_CYCLE_ENTRY, [
        userId, `expiry:${currency}:${cycle}`, 'expiry', currency, -expired, totals.debited, available + allocation - expired, cycle,
      ]);
      totals.debited += expired;
    }
  }
}
