import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigResponseDto } from '@atelier/api-types';
import { apiFetch } from '../api/api-client';
import { queryClient } from '../query/query-client';

/** GET /api/config/public: fixed while the server runs, so asked once per page; a failure is asked again next time. */
export const publicConfigQuery = queryOptions({
  queryKey: ['config', 'public'] as const,
  queryFn: ({ signal }) => apiFetch<PublicConfigResponseDto>('/config/public', { anonymous: true, signal }),
  staleTime: Infinity,
});

/** The public config outside React (e.g. the demo's key), from the same cache the hook reads. */
export function loadPublicConfig(): Promise<PublicConfigResponseDto> {
  return queryClient.fetchQuery(publicConfigQuery);
}

export function usePublicConfig(): { config: PublicConfigResponseDto | null; error: unknown; loading: boolean } {
  const { data, error, isPending } = useQuery(publicConfigQuery);
  return { config: data ?? null, error, loading: isPending };
}
