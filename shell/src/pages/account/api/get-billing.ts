import { apiFetch } from '@atelier/runtime';
import type { BillingView } from '../../pricing/api/billing-types';

/** GET /api/billing: the signed-in account's plan, trial, entitlements and today's usage. */
export function getBilling(): Promise<BillingView> {
  return apiFetch<BillingView>('/billing');
}
