import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { MarketingPlansResponseDto } from '@atelier/api-types';
import { marketingKeys } from '../query-keys';

/** GET /api/marketing/plans (public): the plans of spec 001 §9 and the cost of each endpoint. */
export function getPlans(signal?: AbortSignal): Promise<MarketingPlansResponseDto> {
  return apiFetch<MarketingPlansResponseDto>('/marketing/plans', { signal, anonymous: true });
}

/** Plans and prices change with a deploy, not during a visit. */
export function usePlans() {
  return useQuery({ queryKey: marketingKeys.plans(), queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });
}
