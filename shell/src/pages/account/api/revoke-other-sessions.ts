import { apiFetch } from '@atelier/runtime';

/** DELETE /api/account/sessions/others: signs out every device but this one; resolves with how many. */
export async function revokeOtherSessions(): Promise<number> {
  const answer = await apiFetch<{ revoked?: number } | undefined>('/account/sessions/others', { method: 'DELETE' });
  return answer?.revoked ?? 0;
}
