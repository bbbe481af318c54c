import { apiFetch } from '@atelier/runtime';
import type { ExportMovieDto, MovieExportResultDto, MovieJobAcceptedDto } from '@atelier/api-types';

/**
 * POST /movie-studio/export: a job to follow (202), or — nothing changed since the last export — that
 * export at once (200, not charged again).
 */
export function exportMovie(body: ExportMovieDto): Promise<MovieJobAcceptedDto | MovieExportResultDto> {
  return apiFetch<MovieJobAcceptedDto | MovieExportResultDto>('/movie-studio/export', { body, headers: { Prefer: 'respond-async' } });
}

export function isFinishedExport(answer: MovieJobAcceptedDto | MovieExportResultDto): answer is MovieExportResultDto {
  return 'export_url' in answer;
}
