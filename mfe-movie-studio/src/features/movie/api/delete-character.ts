import { apiFetch } from '@atelier/runtime';
import type { DeletedMovieCharacterDto } from '@atelier/api-types';
import { movieHeaders } from './movie-session';

/** DELETE /movie/character/{projectId}/{characterId}. */
export function deleteCharacter(projectId: string, characterId: string): Promise<DeletedMovieCharacterDto> {
  return apiFetch<DeletedMovieCharacterDto>(`/movie/character/${encodeURIComponent(projectId)}/${encodeURIComponent(characterId)}`, {
    method: 'DELETE',
    headers: movieHeaders(),
  });
}
