import type { CreateMusicProjectDto } from '@atelier/api-types';
import { ApiError, toast } from '@atelier/runtime';
import { useCreateProject } from '../api/create-project';

/** 'Create Project' (spec 001 §3): the new project opens on success, and each outcome has its toast. */
export function useCreate(owner: string, onCreated: (id: string) => void) {
  const mutation = useCreateProject(owner);
  const create = (body: CreateMusicProjectDto) =>
    mutation.mutate(body, {
      onSuccess: (created) => {
        onCreated(created.id);
        toast.success('Project created! Start with lyrics.');
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'The project could not be created.'),
    });
  return { create, creating: mutation.isPending };
}
