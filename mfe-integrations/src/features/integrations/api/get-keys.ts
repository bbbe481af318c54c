import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { ApiKeyDto } from '@atelier/api-types';

/** GET /integrations/keys (bearer): the user's keys, newest first, masked. */
export function getKeys(signal?: AbortSignal): Promise<ApiKeyDto[]> {
  return apiFetch<ApiKeyDto[]>('/integrations/keys', { signal });
}

export function keysQueryKey(userId: string) {
  return ['integrations', 'keys', userId] as const;
}

/** The signed-in user's keys, asked whenever the dashboard is shown and after every create or revoke. */
export function useKeys(userId: string) {
  return useQuery({
    queryKey: keysQueryKey(userId),
    queryFn: ({ signal }) => getKeys(signal),
    staleTime: 0,
  });
}
