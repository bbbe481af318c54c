import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, toast, useAuth } from '@atelier/runtime';
import { deleteLocalVersions, listLocalVersions, recordLocalVersion } from '../../lib/local-versions';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import { createServerProject, projectsQueryKey, saveServerProject } from './api/projects';
import { removeLocalProject, writeLocalProject, type SavedBuildProject } from './local-projects';
import { toCreateRequest } from './to-server-project';

/** Spec 001 §8. */
export const PROJECT_SAVED = 'Project saved!';

/**
 * Save (spec 001 §4): signed out, the project list in browser storage; signed in, the account (a new
 * project brings its browser versions along). Every save is a version. Also moves browser projects into
 * the account after sign-in.
 */
export function useProjectSaving() {
  const { state, dispatch } = useWorkspace();
  const { user, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const latest = useRef(state);
  latest.current = state;

  const refreshList = useCallback(() => {
    if (user) void queryClient.invalidateQueries({ queryKey: projectsQueryKey(user.id) });
  }, [queryClient, user]);

  const save = useCallback(async () => {
    const current = latest.current;
    setSaving(true);
    try {
      if (!isAuthenticated) {
        const lastSaved = new Date().toISOString();
        writeLocalProject({
          id: current.project.localId,
          name: current.project.name,
          files: current.files,
          history: current.history,
          lastSaved,
          projectType: current.project.projectType,
        });
        await recordLocalVersion(current.project.localId, { kind: 'save', message: 'Saved', files: current.files });
        dispatch({ type: 'project-meta', patch: { lastSaved }, saved: true });
      } else if (current.project.serverId) {
        const saved = await saveServerProject(current.project.serverId, {
          name: current.project.name,
          projectType: current.project.projectType,
          files: current.files.map(({ path, content }) => ({ path, content })),
          history: current.history,
        });
        dispatch({ type: 'project-meta', patch: { lastSaved: saved.lastSaved }, saved: true });
      } else {
        const versions = await listLocalVersions(current.project.localId);
        const saved = await createServerProject(toCreateRequest({ ...current.project, files: current.files, history: current.history }, versions));
        await deleteLocalVersions(current.project.localId);
        removeLocalProject(current.project.localId);
        dispatch({ type: 'project-meta', patch: { serverId: saved.id, lastSaved: saved.lastSaved }, saved: true });
      }
      refreshList();
      toast.success(PROJECT_SAVED);
    } catch (error) {
      toast.error(saveFailure(error));
    } finally {
      setSaving(false);
    }
  }, [dispatch, isAuthenticated, refreshList]);

  /** Moves a browser project into the account; the open project follows it when it is that one. */
  const moveIntoAccount = useCallback(
    async (project: SavedBuildProject) => {
      const versions = await listLocalVersions(project.id);
      const saved = await createServerProject(
        toCreateRequest({ localId: project.id, name: project.name, projectType: project.projectType ?? 'static', files: project.files, history: project.history }, versions),
      );
      await deleteLocalVersions(project.id);
      removeLocalProject(project.id);
      if (latest.current.project.localId === project.id && !latest.current.project.serverId) {
        dispatch({ type: 'project-meta', patch: { serverId: saved.id, lastSaved: saved.lastSaved } });
      }
      refreshList();
      return saved;
    },
    [dispatch, refreshList],
  );

  return { save, saving, moveIntoAccount };
}

function saveFailure(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return 'The browser storage is full: sign in to keep projects in your account.';
  return 'The project could not be saved. Please try again.';
}
