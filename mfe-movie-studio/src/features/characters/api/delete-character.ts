import { apiFetch } from '@atelier/runtime';
import type { DeletedMovieCharacterDto } from '@atelier/api-types';

/** DELETE /movie/character/{projectId}/{characterId}. */
export function deleteCharacter(projectId: string, characterId: string): Promise<DeletedMovieCharacterDto> {
  return apiFetch<DeletedMovieCharacterDto>(`/movie/character/${encodeURIComponent(projectId)}/${encodeURIComponent(characterId)}`, {
    method: 'DELETE',
  });
}
