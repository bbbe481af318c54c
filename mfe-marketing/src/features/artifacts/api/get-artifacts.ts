import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { ArtifactsResponseDto } from '@atelier/api-types';
import { marketingKeys } from '../../../lib/query-keys';

/** GET /api/marketing/artifacts: the account's artifacts, newest first. */
export function getArtifacts(signal?: AbortSignal): Promise<ArtifactsResponseDto> {
  return apiFetch<ArtifactsResponseDto>('/marketing/artifacts', { signal });
}

export function useArtifacts(userId: string | null) {
  return useQuery({
    queryKey: marketingKeys.artifacts(userId),
    queryFn: ({ signal }) => getArtifacts(signal),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}
