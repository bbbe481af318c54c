import { apiFetch } from '@atelier/runtime';

/** DELETE /integrations/key/{id} (bearer). */
export function revokeKey(id: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/integrations/key/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
