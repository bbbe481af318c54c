import { apiFetch } from '@atelier/runtime';
import type { SceneDto, UpdateSceneDto } from '@atelier/api-types';

/** PATCH /movie-studio/scenes/{projectId}/{sceneId}: rewrite or recast one scene (its render goes out of date). */
export function updateScene(projectId: string, sceneId: string, body: UpdateSceneDto): Promise<SceneDto> {
  return apiFetch<SceneDto>(`/movie-studio/scenes/${encodeURIComponent(projectId)}/${encodeURIComponent(sceneId)}`, {
    method: 'PATCH',
    body,
  });
}
