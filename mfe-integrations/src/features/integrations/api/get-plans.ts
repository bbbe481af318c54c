import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { PlanDto } from '@atelier/api-types';

/** GET /integrations/plans (spec 001 §7): public, no token. */
export function getPlans(signal?: AbortSignal): Promise<PlanDto[]> {
  return apiFetch<PlanDto[]>('/integrations/plans', { anonymous: true, signal });
}

/**
 * Plans for the pricing and upgrade cards, asked once per page (they change with a deployment, not
 * while someone reads them); a failure is logged only (spec 001 §8) and asked again next time.
 */
export function usePlans() {
  const { data, error, isPending } = useQuery({
    queryKey: ['integrations', 'plans'] as const,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (error) console.error('Loading integrations plans failed', error);
  }, [error]);
  return { plans: Array.isArray(data) ? data : [], loading: isPending };
}
