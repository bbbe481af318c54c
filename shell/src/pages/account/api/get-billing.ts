import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, useAuth } from '@atelier/runtime';
import type { BillingResponseDto } from '@atelier/api-types';

/** GET /api/billing: the signed-in account's plan, trial, entitlements and today's usage. */
export function getBilling(signal?: AbortSignal): Promise<BillingResponseDto> {
  return apiFetch<BillingResponseDto>('/billing', { signal });
}

/**
 * The account's billing: asked whenever the tab is shown (today's usage changes all day) and again
 * when the signed-in user's plan or trial changes (a trial started on Pricing or in another tab, or
 * one that ended on the server); the last answer stays on screen meanwhile.
 */
export function useBilling() {
  const { user } = useAuth();
  const plan = [user?.plan ?? '', user?.trial?.plan ?? '', user?.trial?.active ?? ''].join('|');
  return useQuery({
    queryKey: ['billing', 'account', user?.id ?? null, plan] as const,
    queryFn: ({ signal }) => getBilling(signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
