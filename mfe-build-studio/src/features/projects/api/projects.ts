import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { BuildProjectDto, BuildProjectListDto, CreateBuildProjectDto, GitImportDto, SaveBuildProjectDto } from '@atelier/api-types';

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

/** The form of a git import: the bundle in the field "bundle" (its file name names the project). */
function bundleForm(file: File): FormData {
  const form = new FormData();
  form.append('bundle', file, file.name);
  return form;
}

/** POST /build-studio/projects/import/git: a bundle as a new project of the account, a version per commit. */
export function importGitToAccount(file: File): Promise<BuildProjectDto> {
  return apiFetch<BuildProjectDto>('/build-studio/projects/import/git', { method: 'POST', body: bundleForm(file) });
}

/** POST /build-studio/import/git: a bundle read into versions for a browser project (signed out). */
export function readGitBundle(file: File): Promise<GitImportDto> {
  return apiFetch<GitImportDto>('/build-studio/import/git', { method: 'POST', body: bundleForm(file) });
}
