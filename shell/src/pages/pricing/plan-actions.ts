import type { AuthUser } from '@atelier/runtime';
import type { PlanId, SitePlanDto, TrialDto, TrialPlanId } from '@atelier/api-types';
import { formatTrialDate } from './trial-dates';

/** Spec 000 §2: a signed-out visitor's calls to action and 'Contact us' lead to sign-in. */
export const LOGIN_PATH = '/login';
export const CURRENT_PLAN_LABEL = 'Current plan';
export const INCLUDED_LABEL = 'Included in your plan';
export const TRIAL_USED_LABEL = 'Trial used';
export const PAYMENTS_UNAVAILABLE_NOTE = 'Paid plans cannot be bought online yet: payments are not available.';

/** Sign in, then come back to Pricing with the trial to offer (`/login?next=/pricing%3Ftrial%3Dpro`). */
export function trialLoginPath(plan: TrialPlanId): string {
  return `${LOGIN_PATH}?next=/pricing${encodeURIComponent(`?trial=${plan}`)}`;
}

/** What a plan card's button does for this visitor. */
export type PlanAction =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'start'; label: string; plan: TrialPlanId }
  | { kind: 'current'; label: string; note: string | null }
  | { kind: 'unavailable'; label: string; note: string | null };

const RANK: Readonly<Record<PlanId, number>> = { free: 0, pro: 1, studio: 2 };

export type Viewer = Pick<AuthUser, 'plan' | 'trial'> | null;

export function trialActiveNote(trial: TrialDto): string {
  return `Trial active until ${formatTrialDate(trial.endsAt)}`;
}

/**
 * The rules the server applies (POST /api/billing/trial), so the page never offers what would be
 * refused: one trial per account, of a plan above the current one; a running Pro trial may move up to
 * Studio. The server still decides; a refusal is shown as it explains it.
 */
export function planAction(plan: SitePlanDto, viewer: Viewer): PlanAction {
  if (!viewer) {
    return { kind: 'link', label: plan.cta, to: plan.trial ? trialLoginPath(plan.id as TrialPlanId) : LOGIN_PATH };
  }
  const current = viewer.plan ?? 'free';
  const trial = viewer.trial ?? null;
  if (plan.id === current) {
    const onTrial = !!trial?.active && trial.plan === plan.id;
    return { kind: 'current', label: CURRENT_PLAN_LABEL, note: onTrial ? trialActiveNote(trial) : null };
  }
  if (RANK[plan.id] < RANK[current]) return { kind: 'unavailable', label: INCLUDED_LABEL, note: null };
  if (!plan.trial) return { kind: 'unavailable', label: plan.cta, note: PAYMENTS_UNAVAILABLE_NOTE };
  if (trial && !trial.active) {
    return { kind: 'unavailable', label: TRIAL_USED_LABEL, note: `Your free trial has ended. ${PAYMENTS_UNAVAILABLE_NOTE}` };
  }
  return { kind: 'start', label: plan.cta, plan: plan.id as TrialPlanId };
}

/** The `?trial=` of a return from sign-in, when it names a plan with a trial. */
export function requestedTrial(value: string | null): TrialPlanId | null {
  return value === 'pro' || value === 'studio' ? value : null;
}
