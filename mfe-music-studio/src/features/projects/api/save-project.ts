import { apiFetch } from '@atelier/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MusicProjectDto, UpdateMusicProjectDto } from '@atelier/api-types';
import { musicKeys } from '../../../lib/project-keys';

/** PUT /api/music/projects/:id: Save (lyrics, arrangement, title). */
export function saveProject(id: string, body: UpdateMusicProjectDto): Promise<MusicProjectDto> {
  return apiFetch<MusicProjectDto>(`/music/projects/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useSaveProject(owner: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMusicProjectDto }) => saveProject(id, body),
    onSuccess: (project) => {
      client.setQueryData(musicKeys.project(owner, project.id), project);
      return client.invalidateQueries({ queryKey: musicKeys.projects(owner) });
    },
  });
}
