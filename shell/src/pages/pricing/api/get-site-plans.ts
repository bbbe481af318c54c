import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { SitePlansResponseDto } from '@atelier/api-types';

/**
 * GET /api/billing/plans: fixed while the server runs, so asked once per page and kept; a failure is
 * not kept, so Retry (or the next visit) asks again.
 */
export const sitePlansQuery = queryOptions({
  queryKey: ['billing', 'plans'] as const,
  queryFn: ({ signal }) => apiFetch<SitePlansResponseDto>('/billing/plans', { anonymous: true, signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSitePlans() {
  return useQuery(sitePlansQuery);
}
