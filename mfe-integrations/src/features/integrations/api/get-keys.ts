import { apiFetch } from '@atelier/runtime';
import type { ApiKey } from '../types';

/** GET /integrations/keys (bearer): the user's keys, newest first, masked. */
export function getKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return apiFetch<ApiKey[]>('/integrations/keys', { signal });
}
