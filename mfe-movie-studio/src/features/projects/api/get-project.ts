import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { MovieProjectDto } from '@atelier/api-types';
import { type OwnerKey, movieKeys } from '../../../lib/api/query-keys';

/** GET /movie/project/{projectId}: details, characters, scenes with their render jobs, the export. */
export function getProject(projectId: string, signal?: AbortSignal): Promise<MovieProjectDto> {
  return apiFetch<MovieProjectDto>(`/movie/project/${encodeURIComponent(projectId)}`, { signal });
}

/** The open movie; null `projectId` (a movie not saved yet) asks nothing. */
export function useProject(owner: OwnerKey, projectId: string | null) {
  return useQuery({
    queryKey: movieKeys.project(owner, projectId ?? ''),
    queryFn: ({ signal }) => getProject(projectId as string, signal),
    enabled: projectId !== null,
    staleTime: 0,
  });
}
