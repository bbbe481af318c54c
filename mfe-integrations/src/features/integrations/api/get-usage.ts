import { apiFetch } from '@atelier/runtime';
import type { Usage } from '../types';

/** GET /integrations/usage (bearer): this month's usage and the user's plan. */
export function getUsage(signal?: AbortSignal): Promise<Usage> {
  return apiFetch<Usage>('/integrations/usage', { signal });
}
