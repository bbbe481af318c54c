import { apiFetch } from '@atelier/runtime';

/** POST /api/auth/logout: ends this browser's session on the server. */
export async function endSession(): Promise<void> {
  await apiFetch<void>('/auth/logout', { method: 'POST' });
}
