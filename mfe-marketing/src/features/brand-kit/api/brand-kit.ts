import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { BrandKitDto, BrandKitResponseDto } from '@atelier/api-types';
import { marketingKeys } from '../../../lib/query-keys';

/** GET /api/marketing/brand-kit. */
export function getBrandKit(signal?: AbortSignal): Promise<BrandKitResponseDto> {
  return apiFetch<BrandKitResponseDto>('/marketing/brand-kit', { signal });
}

/** PUT /api/marketing/brand-kit: the whole kit. */
export function saveBrandKit(kit: BrandKitDto): Promise<BrandKitResponseDto> {
  return apiFetch<BrandKitResponseDto>('/marketing/brand-kit', { method: 'PUT', body: kit });
}

export function useBrandKit(userId: string | null) {
  return useQuery({
    queryKey: marketingKeys.brandKit(userId),
    queryFn: ({ signal }) => getBrandKit(signal),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

export function useSaveBrandKit(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBrandKit,
    onSuccess: (saved) => client.setQueryData(marketingKeys.brandKit(userId), saved),
  });
}
