import { apiFetch } from '@atelier/runtime';
import type { DeletedMovieProjectDto } from '@atelier/api-types';
import { movieHeaders } from './movie-session';

/** DELETE /movie/project/{projectId}: the movie and every file it made. */
export function deleteProject(projectId: string): Promise<DeletedMovieProjectDto> {
  return apiFetch<DeletedMovieProjectDto>(`/movie/project/${encodeURIComponent(projectId)}`, { method: 'DELETE', headers: movieHeaders() });
}
