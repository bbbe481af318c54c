import { apiRequest } from '@atelier/runtime';
import type { GitExportProjectDto } from '@atelier/api-types';

const BUNDLE_TYPE = 'application/x-git-bundle';

/** The git bundle of a saved project's versions (GET) or of a browser project's (POST). */
export async function fetchProjectBundle(saved: { id: string } | null, project: () => Promise<GitExportProjectDto>): Promise<{ blob: Blob; fileName: string }> {
  const response = saved
    ? await apiRequest(`/build-studio/projects/${encodeURIComponent(saved.id)}/git`, { headers: { Accept: BUNDLE_TYPE } })
    : await apiRequest('/build-studio/export/git', { method: 'POST', body: await project(), headers: { Accept: BUNDLE_TYPE } });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'project.bundle';
  return { blob: await response.blob(), fileName };
}
