import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { PricesResponseDto, UnitPricesDto } from '@atelier/api-types';
import type { UsagePrices } from './usage-pricing';

/**
 * GET /api/billing/prices: the one place prices live (backend/src/metering/plans/api-prices.ts). Asked
 * once per page, whichever screen asks first, and kept; a failure is not kept, so Retry asks again.
 */
export const pricesQuery = queryOptions({
  queryKey: ['billing', 'prices'] as const,
  queryFn: ({ signal }) => apiFetch<PricesResponseDto>('/billing/prices', { anonymous: true, signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Millionths of a dollar, so a cost sums exactly (0.002 $ → 2,000). */
export function toUsagePrices(prices: UnitPricesDto): UsagePrices {
  return {
    microUsdPer1000Tokens: Math.round(prices.per_1000_tokens * 1_000_000),
    microUsdPerImage: Math.round(prices.per_image * 1_000_000),
    microUsdPerVideo: Math.round(prices.per_video * 1_000_000),
  };
}

/** '$0.002', '$0.02', '$0.20': at least cents, and every digit the price has. */
export function formatUnitPrice(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 })}`;
}

export interface PricesState {
  prices: PricesResponseDto | null;
  /** True only when loading failed (and no retry is under way); the screen offers `retry`. */
  failed: boolean;
  retry: () => void;
}

export function usePrices(): PricesState {
  const { data, isError, isFetching, refetch } = useQuery(pricesQuery);
  return { prices: data ?? null, failed: !data && isError && !isFetching, retry: () => void refetch() };
}
