import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { MovieProjectListDto } from '@atelier/api-types';
import { type OwnerKey, movieKeys } from '../../../lib/api/query-keys';

/** GET /movie/projects: the caller's movies, newest first. */
export function getProjects(signal?: AbortSignal): Promise<MovieProjectListDto> {
  return apiFetch<MovieProjectListDto>('/movie/projects', { signal });
}

/** Asked when the list is opened (`enabled`), fresh each time. */
export function useProjects(owner: OwnerKey, enabled: boolean) {
  return useQuery({ queryKey: movieKeys.projects(owner), queryFn: ({ signal }) => getProjects(signal), enabled, staleTime: 0 });
}
