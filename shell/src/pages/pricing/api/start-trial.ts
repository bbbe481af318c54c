import { apiFetch } from '@atelier/runtime';
import type { BillingView, TrialPlanId } from './billing-types';

/** POST /api/billing/trial: a free 14-day trial; answers the account's new billing. */
export function startTrial(plan: TrialPlanId): Promise<BillingView> {
  return apiFetch<BillingView>('/billing/trial', { method: 'POST', body: { plan } });
}
