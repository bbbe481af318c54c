import { apiFetch } from '@atelier/runtime';
import type { BillingResponseDto, StartTrialDto, TrialPlanId } from '@atelier/api-types';

/** POST /api/billing/trial: a free 14-day trial; answers the account's new billing. */
export function startTrial(plan: TrialPlanId): Promise<BillingResponseDto> {
  const body: StartTrialDto = { plan };
  return apiFetch<BillingResponseDto>('/billing/trial', { method: 'POST', body });
}
