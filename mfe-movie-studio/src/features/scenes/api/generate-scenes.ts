import { apiFetch } from '@atelier/runtime';
import type { GenerateSceneDto, GenerateScenesDto, MovieJobAcceptedDto } from '@atelier/api-types';

/** The studio follows its jobs on their event stream: it asks for the job at once (202), never holds the POST. */
const ASYNC = { Prefer: 'respond-async' };

/** POST /movie-studio/generate-scene: one scene as a durable job (a scene already rendering answers with its job). */
export function generateScene(body: GenerateSceneDto): Promise<MovieJobAcceptedDto> {
  return apiFetch<MovieJobAcceptedDto>('/movie-studio/generate-scene', { body, headers: ASYNC });
}

/** POST /movie-studio/generate-scenes: several scenes as one job, admitted all-or-nothing against the daily allowance. */
export function generateScenes(body: GenerateScenesDto): Promise<MovieJobAcceptedDto> {
  return apiFetch<MovieJobAcceptedDto>('/movie-studio/generate-scenes', { body, headers: ASYNC });
}
