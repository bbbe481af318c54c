import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { BuildProjectDto, BuildProjectListDto, CreateBuildProjectDto, SaveBuildProjectDto } from '@atelier/api-types';

export const projectsQueryKey = (userId: string) => ['build-studio', 'projects', userId] as const;

/** GET /build-studio/projects: the account's projects for the Projects modal. */
export function useServerProjects(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: projectsQueryKey(userId ?? 'none'),
    queryFn: ({ signal }) => apiFetch<BuildProjectListDto>('/build-studio/projects', { signal }),
    enabled: enabled && Boolean(userId),
    staleTime: 0,
  });
}

export function getServerProject(id: string): Promise<BuildProjectDto> {
  return apiFetch<BuildProjectDto>(`/build-studio/projects/${encodeURIComponent(id)}`);
}

export function createServerProject(body: CreateBuildProjectDto): Promise<BuildProjectDto> {
  return apiFetch<BuildProjectDto>('/build-studio/projects', { method: 'POST', body });
}

export function saveServerProject(id: string, body: SaveBuildProjectDto): Promise<BuildProjectDto> {
  return apiFetch<BuildProjectDto>(`/build-studio/projects/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function deleteServerProject(id: string): Promise<void> {
  return apiFetch<void>(`/build-studio/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
