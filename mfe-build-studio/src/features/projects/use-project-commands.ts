import { useCallback } from 'react';
import { useDialogs } from '@atelier/ui';
import { newProjectState } from '../../lib/workspace/new-project';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import type { ProjectType } from '../../lib/workspace/workspace-types';
import { useProjectLoading } from './use-project-loading';

/** The header's project commands that change the project in place: a new project of a type, a new name. */
export function useProjectCommands() {
  const { state, dispatch } = useWorkspace();
  const dialogs = useDialogs();
  const { mayReplace } = useProjectLoading();

  /** Spec 001 §2: a new project of the chosen type, with its starter files and greeting (unsaved changes asked about first). */
  const chooseType = useCallback(
    async (type: ProjectType) => {
      if (!(await mayReplace())) return;
      const fresh = newProjectState(type);
      dispatch({ type: 'reset', project: fresh.project, files: fresh.files, history: fresh.history, messages: fresh.messages });
    },
    [dispatch, mayReplace],
  );

  const rename = useCallback(async () => {
    const current = state.project.name;
    const name = await dialogs.prompt({ title: 'Project name', label: 'Name', defaultValue: current, maxLength: 100, confirmLabel: 'Rename' });
    if (name === null || !name.trim() || name.trim() === current) return;
    dispatch({ type: 'project-meta', patch: { name: name.trim() } });
  }, [dialogs, dispatch, state.project.name]);

  return { chooseType, rename };
}
