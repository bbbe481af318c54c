import { apiFetch } from '@atelier/runtime';
import { useQuery } from '@tanstack/react-query';
import type { MusicProjectDto } from '@atelier/api-types';
import { musicKeys } from '../../../lib/project-keys';

/** GET /api/music/projects/:id: lyrics, latest beat, saved arrangement. */
export function getProject(id: string, signal?: AbortSignal): Promise<MusicProjectDto> {
  return apiFetch<MusicProjectDto>(`/music/projects/${encodeURIComponent(id)}`, { signal });
}

export function useProject(owner: string, id: string | null) {
  return useQuery({
    queryKey: musicKeys.project(owner, id ?? ''),
    queryFn: ({ signal }) => getProject(id as string, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
