import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../database/run-sql';
import type { UserPlan } from '../../identity/identity.constants';
import { TRIAL_DAYS } from './site-plans';
import { type TrialAccount, type TrialRefusal, trialRefusal } from './trial-rules';

export type TrialOutcome =
  | { started: true; account: TrialAccount }
  | { started: false; refusal: TrialRefusal; account: TrialAccount };

interface TrialRow {
  plan: UserPlan;
  trial_plan: UserPlan | null;
  trial_ends_at: Date | null;
}

/**
 * Starts a trial in one conditional statement, so however many requests race, one account gets one
 * trial. The rules are trialRefusal's (user_plan is an enum declared free < pro < studio, so plans
 * compare by rank): the wanted plan is above the account's own; no trial yet, or a running one of a
 * lower plan, which moves up and keeps its dates.
 */
const START_TRIAL = `
  UPDATE users SET
    trial_plan = $2::user_plan,
    trial_started_at = COALESCE(trial_started_at, $3::timestamptz),
    trial_ends_at = COALESCE(trial_ends_at, $3::timestamptz + make_interval(days => $4::int)),
    updated_at = now()
  WHERE id = $1
    AND plan < $2::user_plan
    AND (trial_plan IS NULL OR (trial_ends_at > $3::timestamptz AND trial_plan < $2::user_plan))
  RETURNING plan, trial_plan, trial_ends_at`;

const READ_TRIAL = 'SELECT plan, trial_plan, trial_ends_at FROM users WHERE id = $1';

const toAccount = (row: TrialRow): TrialAccount => ({
  plan: row.plan,
  trialPlan: row.trial_plan,
  trialEndsAt: row.trial_ends_at ? new Date(row.trial_ends_at) : null,
});

/** The accounts' 14-day trials; a trial ends by itself (effectivePlan compares its end with now). */
@Injectable()
export class TrialsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when the account does not exist (any more). */
  async start(userId: string, plan: UserPlan, now = new Date()): Promise<TrialOutcome | null> {
    const { rows } = await runSql<TrialRow>(this.dataSource.manager, START_TRIAL, [userId, plan, now, TRIAL_DAYS]);
    if (rows[0]) return { started: true, account: toAccount(rows[0]) };
    const current = await runSql<TrialRow>(this.dataSource.manager, READ_TRIAL, [userId]);
    if (!current.rows[0]) return null;
    const account = toAccount(current.rows[0]);
    // The rules only ever refuse more as time passes, so a refused UPDATE stays explained; the fallback
    // covers an operator editing the row in between.
    return { started: false, refusal: trialRefusal(account, plan, now) ?? 'active', account };
  }
}
