import type { UserPlan } from '../../identity/identity.constants';
import { planRank, sitePlan } from './site-plans';

/** The plan an account has without a trial, and its trial (both null when it never started one). */
export interface TrialAccount {
  plan: UserPlan;
  trialPlan: UserPlan | null;
  trialEndsAt: Date | null;
}

/**
 * Why a trial of `wanted` cannot start, or null when it can:
 * - `included`: the account's own plan already is `wanted` or higher;
 * - `active`: a running trial already covers `wanted` (a running Pro trial may still move up to Studio);
 * - `used`: the account's one trial has ended;
 * - `unavailable`: the plan has no trial (Free).
 * TrialsService's UPDATE encodes the same rules in SQL; this explains a refusal and lets the UI know ahead.
 */
export type TrialRefusal = 'included' | 'active' | 'used' | 'unavailable';

export function trialRefusal(account: TrialAccount, wanted: UserPlan, now: Date): TrialRefusal | null {
  if (!sitePlan(wanted).trial) return 'unavailable';
  if (planRank(account.plan) >= planRank(wanted)) return 'included';
  if (!account.trialPlan || !account.trialEndsAt) return null;
  if (account.trialEndsAt.getTime() <= now.getTime()) return 'used';
  return planRank(account.trialPlan) >= planRank(wanted) ? 'active' : null;
}

/** Whether the account's trial is running at `now`. */
export function trialIsActive(account: TrialAccount, now: Date): boolean {
  return !!account.trialPlan && !!account.trialEndsAt && account.trialEndsAt.getTime() > now.getTime();
}
