import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { BuildProjectDto, BuildVersionDto, BuildVersionListDto } from '@atelier/api-types';

export const versionsQueryKey = (projectId: string) => ['build-studio', 'versions', projectId] as const;

export function useServerVersions(projectId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: versionsQueryKey(projectId ?? 'none'),
    queryFn: ({ signal }) => apiFetch<BuildVersionListDto>(`/build-studio/projects/${encodeURIComponent(projectId!)}/versions`, { signal }),
    enabled: enabled && Boolean(projectId),
    staleTime: 0,
  });
}

export function getServerVersion(projectId: string, versionId: string): Promise<BuildVersionDto> {
  return apiFetch<BuildVersionDto>(`/build-studio/projects/${encodeURIComponent(projectId)}/versions/${encodeURIComponent(versionId)}`);
}

export function restoreServerVersion(projectId: string, versionId: string): Promise<BuildProjectDto> {
  return apiFetch<BuildProjectDto>(`/build-studio/projects/${encodeURIComponent(projectId)}/versions/${encodeURIComponent(versionId)}/restore`, { method: 'POST' });
}
