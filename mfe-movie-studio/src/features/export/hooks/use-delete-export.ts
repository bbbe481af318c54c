import { useMutation } from '@tanstack/react-query';
import { toast } from '@atelier/runtime';
import { useDialogs } from '@atelier/ui';
import { useProjectReload } from '../../../lib/hooks/use-project-reload';
import { errorText } from '../../../lib/utils/error-text';
import { deleteExport } from '../api/delete-export';

/** Delete one export after a confirmation; the project is asked again so the list and the toolbar link follow. */
export function useDeleteExport(owner: string, projectId: string | null) {
  const reload = useProjectReload(owner);
  const dialogs = useDialogs();
  const remove = useMutation({
    mutationFn: (exportId: string) => deleteExport(projectId ?? '', exportId),
    onSuccess: async () => {
      await reload(projectId);
      toast.show('Export deleted.', 'success');
    },
    onError: (error) => toast.show(errorText(error, 'Failed to delete the export.'), 'error'),
  });
  const confirmDelete = async (exportId: string, when: string) => {
    const ok = await dialogs.confirm({ title: `Delete the export of ${when}?`, message: 'Its link stops working; it then points to the latest export.', confirmLabel: 'Delete', tone: 'danger' });
    if (ok) remove.mutate(exportId);
  };
  return { confirmDelete, deleting: remove.isPending ? remove.variables : null };
}
