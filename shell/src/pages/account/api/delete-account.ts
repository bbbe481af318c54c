import { apiFetch } from '@atelier/runtime';

/** DELETE /api/account: removes the account and everything it owns. */
export async function deleteAccount(): Promise<void> {
  await apiFetch<void>('/account', { method: 'DELETE' });
}
