import { apiFetch } from '@atelier/runtime';
import type { MovieExportListDto } from '@atelier/api-types';

/** DELETE /movie-studio/exports/{projectId}/{exportId}: the export's file goes; its link then answers 410 with a link to the latest. */
export function deleteExport(projectId: string, exportId: string): Promise<MovieExportListDto> {
  return apiFetch<MovieExportListDto>(`/movie-studio/exports/${encodeURIComponent(projectId)}/${encodeURIComponent(exportId)}`, { method: 'DELETE' });
}
