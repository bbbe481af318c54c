import { apiFetch } from '@atelier/runtime';
import { useQuery } from '@tanstack/react-query';
import type { MusicProjectListDto } from '@atelier/api-types';
import { musicKeys } from '../../../lib/project-keys';

/** GET /api/music/projects: the caller's projects, most recently changed first. */
export function getProjects(signal?: AbortSignal): Promise<MusicProjectListDto> {
  return apiFetch<MusicProjectListDto>('/music/projects', { signal });
}

export function useProjects(owner: string) {
  return useQuery({ queryKey: musicKeys.projects(owner), queryFn: ({ signal }) => getProjects(signal), staleTime: 30_000 });
}
