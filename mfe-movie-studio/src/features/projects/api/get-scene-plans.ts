import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { ScenePlansDto } from '@atelier/api-types';
import { movieKeys } from '../../../lib/api/query-keys';

/** GET /movie-studio/scene-plans: how many scenes, of how long, each target length gets. */
export function getScenePlans(signal?: AbortSignal): Promise<ScenePlansDto> {
  return apiFetch<ScenePlansDto>('/movie-studio/scene-plans', { anonymous: true, signal });
}

/** Fixed by the server's release: asked once per page. */
export function useScenePlans() {
  return useQuery({ queryKey: movieKeys.scenePlans(), queryFn: ({ signal }) => getScenePlans(signal), staleTime: Infinity });
}
