import { apiFetch } from '@atelier/runtime';
import type { IntegrationsPlan } from '../types';

/** GET /integrations/plans (spec 001 §7): public, no token. */
export function getPlans(signal?: AbortSignal): Promise<IntegrationsPlan[]> {
  return apiFetch<IntegrationsPlan[]>('/integrations/plans', { anonymous: true, signal });
}
