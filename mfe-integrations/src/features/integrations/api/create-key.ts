import { apiFetch } from '@atelier/runtime';
import type { CreatedApiKey } from '../types';

/** POST /integrations/key (bearer): a new key; the answer holds the full key once. */
export function createKey(label: string): Promise<CreatedApiKey> {
  return apiFetch<CreatedApiKey>('/integrations/key', { body: { label } });
}
