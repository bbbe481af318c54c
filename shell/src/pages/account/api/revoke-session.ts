import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, useAuth } from '@atelier/runtime';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/account/sessions/:id: signs that device out. */
export async function revokeSession(id: string): Promise<void> {
  await apiFetch<void>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Logs one other device out; settles once the session list has been asked again. */
export function useRevokeSession() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryKey(user?.id ?? null) }),
  });
}
