import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { CreditsResponseDto, LedgerResponseDto } from '@atelier/api-types';
import { marketingKeys } from '../query-keys';

/** GET /api/v1/credits (spec 001 §7): rc, sc, tier, and the costs of each endpoint. */
export function getCredits(signal?: AbortSignal): Promise<CreditsResponseDto> {
  return apiFetch<CreditsResponseDto>('/v1/credits', { signal });
}

/** The account's balances; re-read after every artifact and every failure (spec 001 §4, §8). */
export function useCredits(userId: string | null) {
  return useQuery({
    queryKey: marketingKeys.credits(userId),
    queryFn: ({ signal }) => getCredits(signal),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** GET /api/v1/credits/ledger: every grant, charge, refund and expiry, newest first. */
export function getLedger(signal?: AbortSignal): Promise<LedgerResponseDto> {
  return apiFetch<LedgerResponseDto>('/v1/credits/ledger?limit=30', { signal });
}

export function useLedger(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: marketingKeys.ledger(userId),
    queryFn: ({ signal }) => getLedger(signal),
    enabled: Boolean(userId) && enabled,
    staleTime: 0,
  });
}
