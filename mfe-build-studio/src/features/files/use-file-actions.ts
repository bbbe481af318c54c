import { useDialogs } from '@atelier/ui';
import { markProjectChanged } from '../../lib/refresh-timing';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import { checkPath } from './path-rules';

/** Spec 001 §8 / §5. */
export const LAST_FILE_MESSAGE = 'Cannot delete the last file';

/** Rename and delete with the styled dialogs and the spec's rules; creating goes through the Create New File modal. */
export function useFileActions() {
  const { state, dispatch } = useWorkspace();
  const dialogs = useDialogs();

  const rename = async (path: string) => {
    const answer = await dialogs.prompt({
      title: 'Rename file',
      label: 'New path',
      defaultValue: path,
      confirmLabel: 'Rename',
      validate: (value) => {
        // Spec 001 §5: an empty or unchanged answer is ignored, not refused.
        if (!value.trim() || value.trim() === path) return null;
        const checked = checkPath(value);
        if (!checked.ok) return checked.message;
        if (checked.path !== path && state.files.some((file) => file.path === checked.path)) return `A file ${checked.path} already exists.`;
        return null;
      },
    });
    if (answer === null || !answer.trim() || answer.trim() === path) return;
    const checked = checkPath(answer);
    if (!checked.ok || checked.path === path) return;
    markProjectChanged();
    dispatch({ type: 'rename-file', from: path, to: checked.path });
  };

  const remove = async (path: string) => {
    if (state.files.length <= 1) {
      await dialogs.alert({ title: LAST_FILE_MESSAGE });
      return;
    }
    const confirmed = await dialogs.confirm({ title: `Delete ${path}?`, message: 'The file is removed from the project.', confirmLabel: 'Delete', tone: 'danger' });
    if (!confirmed) return;
    markProjectChanged();
    dispatch({ type: 'delete-file', path });
  };

  const create = (path: string) => {
    markProjectChanged();
    dispatch({ type: 'create-file', path });
  };

  return { rename, remove, create, disabled: state.generating };
}
