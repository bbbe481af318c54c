import { useCallback } from 'react';
import { toast } from '@atelier/runtime';
import { useDialogs } from '@atelier/ui';
import { aiMessage } from '../../lib/workspace/new-project';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import type { HistoryEntry, ProjectMeta, ProjectType, StudioFile } from '../../lib/workspace/workspace-types';
import { getServerProject } from './api/projects';
import type { SavedBuildProject } from './local-projects';

/** Spec 001 §4: loading a saved project resets the chat to this. */
export const loadedMessage = (name: string) => `Loaded project: ${name}`;

/** Opening a saved project (account or browser): files, history, id, name and type (static by default). */
export function useProjectLoading() {
  const { state, dispatch } = useWorkspace();
  const dialogs = useDialogs();

  /** Unsaved changes are lost when another project opens: asked first. */
  const mayReplace = useCallback(async () => {
    if (!state.dirty) return true;
    return dialogs.confirm({
      title: 'Open another project?',
      message: `Unsaved changes to “${state.project.name}” will be lost. Save first to keep them.`,
      confirmLabel: 'Open without saving',
      tone: 'danger',
    });
  }, [dialogs, state.dirty, state.project.name]);

  const open = useCallback(
    (meta: ProjectMeta, files: StudioFile[], history: HistoryEntry[]) => {
      dispatch({ type: 'reset', project: meta, files, history, messages: [aiMessage(loadedMessage(meta.name))] });
    },
    [dispatch],
  );

  const loadServer = useCallback(
    async (id: string): Promise<boolean> => {
      if (!(await mayReplace())) return false;
      try {
        const project = await getServerProject(id);
        open(
          { localId: project.clientId ?? String(Date.now()), serverId: project.id, name: project.name, projectType: (project.projectType ?? 'static') as ProjectType, lastSaved: project.lastSaved },
          project.files.map((file) => ({ path: file.path, content: file.content, type: 'file' })),
          project.history,
        );
        return true;
      } catch {
        toast.error('The project could not be loaded. Please try again.');
        return false;
      }
    },
    [mayReplace, open],
  );

  const loadLocal = useCallback(
    async (project: SavedBuildProject): Promise<boolean> => {
      if (!(await mayReplace())) return false;
      open({ localId: project.id, serverId: null, name: project.name, projectType: project.projectType ?? 'static', lastSaved: project.lastSaved }, project.files, project.history);
      return true;
    },
    [mayReplace, open],
  );

  return { loadServer, loadLocal, mayReplace };
}
