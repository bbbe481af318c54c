import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { AnalyticsSummaryDto } from '@atelier/api-types';
import { marketingKeys } from '../../../lib/query-keys';

export const USAGE_DAYS = 14;

/** GET /api/analytics/summary: the account's events per name and day. */
export function getUsage(signal?: AbortSignal): Promise<AnalyticsSummaryDto> {
  return apiFetch<AnalyticsSummaryDto>(`/analytics/summary?days=${USAGE_DAYS}`, { signal });
}

/** Asked each time the usage view opens. */
export function useUsage(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: marketingKeys.usage(userId),
    queryFn: ({ signal }) => getUsage(signal),
    enabled: Boolean(userId) && enabled,
    staleTime: 0,
  });
}
