import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, useAuth } from '@atelier/runtime';
import type { RevokedSessionsDto } from '@atelier/api-types';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/account/sessions/others: signs out every device but this one; resolves with how many. */
export async function revokeOtherSessions(): Promise<number> {
  const answer = await apiFetch<RevokedSessionsDto | undefined>('/account/sessions/others', { method: 'DELETE' });
  return answer?.revoked ?? 0;
}

/** Log Out All Devices; settles once the session list has been asked again. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryKey(user?.id ?? null) }),
  });
}
