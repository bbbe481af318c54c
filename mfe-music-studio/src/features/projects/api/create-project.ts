import { apiFetch } from '@atelier/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMusicProjectDto, MusicProjectDto } from '@atelier/api-types';
import { musicKeys } from '../../../lib/project-keys';

/** POST /api/music/projects: 'Create Project' with the client-made id (spec 001 §3). */
export function createProject(body: CreateMusicProjectDto): Promise<MusicProjectDto> {
  return apiFetch<MusicProjectDto>('/music/projects', { method: 'POST', body });
}

export function useCreateProject(owner: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      client.setQueryData(musicKeys.project(owner, project.id), project);
      return client.invalidateQueries({ queryKey: musicKeys.projects(owner) });
    },
  });
}
