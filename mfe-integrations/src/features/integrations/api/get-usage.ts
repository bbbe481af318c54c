import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { UsageResponseDto } from '@atelier/api-types';

/** GET /integrations/usage (bearer): this month's usage and the user's plan. */
export function getUsage(signal?: AbortSignal): Promise<UsageResponseDto> {
  return apiFetch<UsageResponseDto>('/integrations/usage', { signal });
}

/** This month's usage, asked whenever the dashboard is shown; a failure is logged only and leaves `usage` null. */
export function useUsage(userId: string) {
  const { data, error, isPending } = useQuery({
    queryKey: ['integrations', 'usage', userId] as const,
    queryFn: ({ signal }) => getUsage(signal),
    staleTime: 0,
  });
  useEffect(() => {
    if (error) console.error('Loading integrations usage failed', error);
  }, [error]);
  return { usage: data ?? null, loading: isPending };
}
