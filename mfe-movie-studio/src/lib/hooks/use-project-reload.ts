import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { movieKeys } from '../api/query-keys';

/**
 * Asks the open movie again after a write or a finished job (the server's project is the truth); a movie
 * not saved yet (null id) has nothing to ask.
 */
export function useProjectReload(owner: string): (projectId: string | null) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (projectId: string | null) => (projectId ? client.invalidateQueries({ queryKey: movieKeys.project(owner, projectId) }) : Promise.resolve()),
    [client, owner],
  );
}
