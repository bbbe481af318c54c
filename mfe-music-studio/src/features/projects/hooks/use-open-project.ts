import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MusicProjectDto } from '@atelier/api-types';
import { ApiError } from '@atelier/runtime';
import { musicKeys } from '../../../lib/project-keys';
import { getProject, useProject } from '../api/get-project';
import { useCurrentProjectId } from './use-current-project';

/**
 * The open project: its id (remembered across reloads), the project as the server has it, and how to
 * read it again after a render changed it. A project that is gone (deleted elsewhere, or another
 * owner's id) is forgotten, and `onGone` takes the studio back to Create.
 */
export function useOpenProject(owner: string, onGone: () => void) {
  const queryClient = useQueryClient();
  const [currentId, setCurrentId] = useCurrentProjectId();
  const query = useProject(owner, currentId);
  const project = query.data ?? null;
  const gone = useRef(onGone);
  gone.current = onGone;

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 404) {
      setCurrentId(null);
      gone.current();
    }
  }, [query.error, setCurrentId]);

  /** The project as the server has it now (after a render changed it), and the list that shows it. */
  const refresh = useCallback(
    (id: string): Promise<MusicProjectDto> => {
      void queryClient.invalidateQueries({ queryKey: musicKeys.projects(owner) });
      return queryClient.fetchQuery({ queryKey: musicKeys.project(owner, id), queryFn: ({ signal }) => getProject(id, signal), staleTime: 0 });
    },
    [owner, queryClient],
  );

  return { currentId, choose: setCurrentId, project, opening: !!currentId && !project && query.isPending, refresh };
}
