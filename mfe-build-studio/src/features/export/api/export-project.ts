import { apiRequest } from '@atelier/runtime';
import type { ExportBuildProjectDto } from '@atelier/api-types';

/** The zip of a saved project (GET) or of the project as the browser holds it (POST). */
export async function fetchProjectZip(saved: { id: string } | null, project: ExportBuildProjectDto): Promise<{ blob: Blob; fileName: string }> {
  const response = saved
    ? await apiRequest(`/build-studio/projects/${encodeURIComponent(saved.id)}/export`, { headers: { Accept: 'application/zip' } })
    : await apiRequest('/build-studio/export', { method: 'POST', body: project, headers: { Accept: 'application/zip' } });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'project.zip';
  return { blob: await response.blob(), fileName };
}
