import { apiFetch } from '@atelier/runtime';
import type { BillingResponseDto, StartTrialDto } from '@atelier/api-types';

/** POST /api/billing/trial: the free 14-day Pro trial that opens the Music Studio. */
export function startProTrial(): Promise<BillingResponseDto> {
  const body: StartTrialDto = { plan: 'pro' };
  return apiFetch<BillingResponseDto>('/billing/trial', { method: 'POST', body });
}
