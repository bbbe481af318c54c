import { apiFetch } from '@atelier/runtime';
import type { MovieAvatarDto, SaveMovieCharacterDto, SavedMovieCharacterDto } from '@atelier/api-types';

/** POST /movie/character: adds the character, or updates the one with its id. */
export function saveCharacter(body: SaveMovieCharacterDto): Promise<SavedMovieCharacterDto> {
  return apiFetch<SavedMovieCharacterDto>('/movie/character', { body });
}

/** POST /movie/avatar/{projectId} (multipart "file"): answers the avatar_filename to save with the character. */
export function uploadAvatar(projectId: string, file: File): Promise<MovieAvatarDto> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<MovieAvatarDto>(`/movie/avatar/${encodeURIComponent(projectId)}`, { body });
}
