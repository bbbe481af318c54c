import { apiFetch } from '@atelier/runtime';

/** DELETE /api/account/sessions/:id: signs that device out. */
export async function revokeSession(id: string): Promise<void> {
  await apiFetch<void>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
