import { apiFetch } from '@atelier/runtime';
import type { MovieScriptDto, MovieScriptResultDto } from '@atelier/api-types';

/** POST /movie-studio/script: the scene breakdown, sized to the target length. */
export function generateScript(body: MovieScriptDto): Promise<MovieScriptResultDto> {
  return apiFetch<MovieScriptResultDto>('/movie-studio/script', { body });
}
