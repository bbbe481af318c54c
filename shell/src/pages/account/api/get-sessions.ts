import { useQuery } from '@tanstack/react-query';
import { apiFetch, useAuth } from '@atelier/runtime';
import type { SessionDto } from '@atelier/api-types';

/** GET /api/account/sessions: the signed-in user's live sessions. */
export function getSessions(signal?: AbortSignal): Promise<SessionDto[]> {
  return apiFetch<SessionDto[]>('/account/sessions', { signal });
}

/** This browser's session first, then the most recently active. */
function ordered(sessions: SessionDto[]): SessionDto[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt));
}

export function sessionsQueryKey(userId: string | null) {
  return ['account', 'sessions', userId] as const;
}

/** The account's sessions, asked whenever the tab is shown; a reload keeps the shown list until the new one arrives. */
export function useSessions() {
  const { user } = useAuth();
  return useQuery({
    queryKey: sessionsQueryKey(user?.id ?? null),
    queryFn: ({ signal }) => getSessions(signal),
    select: ordered,
    staleTime: 0,
  });
}
