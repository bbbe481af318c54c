import { apiFetch } from '@atelier/runtime';
import type { MovieMetaDto, SaveMovieMetaDto } from '@atelier/api-types';

/** POST /movie/save-meta: title, logline and target length; creates the project on its first save. */
export function saveMeta(body: SaveMovieMetaDto): Promise<MovieMetaDto> {
  return apiFetch<MovieMetaDto>('/movie/save-meta', { body });
}
