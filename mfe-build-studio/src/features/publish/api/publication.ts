import { useQuery } from '@tanstack/react-query';
import { apiFetch, resolveMediaUrl } from '@atelier/runtime';
import type { BuildPublicationDto } from '@atelier/api-types';

export const publicationQueryKey = (projectId: string) => ['build-studio', 'publication', projectId] as const;

const path = (projectId: string) => `/build-studio/projects/${encodeURIComponent(projectId)}/publication`;

/** GET …/publication: published or not, the share URL and the visit count (asked again while the dialog is open). */
export function usePublication(projectId: string | null, open: boolean) {
  return useQuery({
    queryKey: publicationQueryKey(projectId ?? 'none'),
    queryFn: ({ signal }) => apiFetch<BuildPublicationDto>(path(projectId!), { signal }),
    enabled: open && Boolean(projectId),
    staleTime: 0,
    refetchInterval: open ? 10_000 : false,
  });
}

/** PUT: Publish, or Update with the saved files (same URL). */
export function publishProject(projectId: string): Promise<BuildPublicationDto> {
  return apiFetch<BuildPublicationDto>(path(projectId), { method: 'PUT' });
}

export function unpublishProject(projectId: string): Promise<BuildPublicationDto> {
  return apiFetch<BuildPublicationDto>(path(projectId), { method: 'DELETE' });
}

/** The share URL as a visitor types it: absolute, on the API's origin. */
export function shareUrl(url: string): string {
  return new URL(resolveMediaUrl(url), window.location.href).toString();
}
