import { apiFetch } from '@atelier/runtime';
import type { SitePlans } from './billing-types';

let pending: Promise<SitePlans> | null = null;
let loaded: SitePlans | null = null;

/**
 * GET /api/billing/plans, once per page: Pricing and Account → Billing share the answer. A failure is
 * not kept, so the next call (Retry) asks again.
 */
export function loadSitePlans(): Promise<SitePlans> {
  if (!pending) {
    pending = apiFetch<SitePlans>('/billing/plans', { anonymous: true }).then(
      (plans) => (loaded = plans),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** The plans if this page has loaded them already, so a second visit renders at once. */
export function loadedSitePlans(): SitePlans | null {
  return loaded;
}

/** Tests start from an empty page. */
export function forgetSitePlans(): void {
  pending = null;
  loaded = null;
}
