import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@atelier/runtime';
import { useDialogs } from '@atelier/ui';
import { movieKeys } from '../../../lib/api/query-keys';
import { deleteProject } from '../api/delete-project';
import { useProjects } from '../api/get-projects';
import type { ProjectsModalProps } from '../components/projects-modal';
import type { CurrentProject } from './use-current-project';

/**
 * 'Your Movies': the list is asked each time it opens; opening a movie or starting a new one closes it;
 * deleting asks first, and deleting the open movie starts a new one.
 */
export function useProjectsDialog(owner: string, current: CurrentProject) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const [open, setOpen] = useState(false);
  const list = useProjects(owner, open);

  const remove = useMutation({
    mutationFn: deleteProject,
    onSuccess: async (answer) => {
      if (answer.project_id === current.savedId) current.startNew();
      await client.invalidateQueries({ queryKey: movieKeys.projects(owner) });
    },
    onError: () => toast.show('The movie could not be deleted. Please try again.', 'error'),
  });

  const confirmDelete = async (title: string, projectId: string) => {
    const ok = await dialogs.confirm({ title: `Delete ${title || 'Untitled movie'}?`, message: 'Its scenes and exports are deleted too.', confirmLabel: 'Delete', tone: 'danger' });
    if (ok) remove.mutate(projectId);
  };

  const modal: ProjectsModalProps = {
    open,
    projects: list.data?.projects,
    loading: list.isLoading,
    failed: list.isError,
    currentId: current.savedId,
    onClose: () => setOpen(false),
    onOpen: (id) => {
      current.open(id);
      setOpen(false);
    },
    onNew: () => {
      current.startNew();
      setOpen(false);
    },
    onDelete: (item) => void confirmDelete(item.title, item.project_id),
  };
  return { show: () => setOpen(true), modal };
}
