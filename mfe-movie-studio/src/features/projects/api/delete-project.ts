import { apiFetch } from '@atelier/runtime';
import type { DeletedMovieProjectDto } from '@atelier/api-types';

/** DELETE /movie/project/{projectId}: the movie and every file it made. */
export function deleteProject(projectId: string): Promise<DeletedMovieProjectDto> {
  return apiFetch<DeletedMovieProjectDto>(`/movie/project/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}
