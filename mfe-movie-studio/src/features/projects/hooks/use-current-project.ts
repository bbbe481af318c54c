import { useCallback, useEffect, useRef, useState } from 'react';
import { VISITOR_OWNER, readOwned, writeOwned } from '@atelier/runtime';
import { isServerProjectId, newProjectKey } from '../../../lib/utils/new-ids';

/** Per owner (the runtime's ownedKey): an account's is dropped when it signs out, a visitor's moves in at sign-in. */
const STORAGE_KEY = 'movie_current_project';

function readStored(owner: string): string | null {
  try {
    const stored = readOwned(STORAGE_KEY, owner);
    return stored && isServerProjectId(stored) ? stored : null;
  } catch {
    return null;
  }
}

function store(owner: string, id: string | null): void {
  // Without storage the open movie is simply not remembered across reloads.
  writeOwned(STORAGE_KEY, owner, id);
}

export interface CurrentProject {
  /** The server's id once the movie is saved; before that the 'movie_<timestamp>' key made at first load. */
  projectRef: string;
  /** The server's id, or null while the movie exists only in this page. */
  savedId: string | null;
  /** Changes when another movie is opened or a new one started — not when a new movie gets its server id. */
  generation: number;
  /** The server answered with the project's id: use it from now on (and reopen it after a reload); the open one's own id changes nothing. */
  adopt(serverId: string): void;
  open(serverId: string): void;
  startNew(): void;
}

/**
 * Which movie is open (spec 001 §4: a 'movie_' + timestamp id at first load, replaced by the server's),
 * remembered per owner. Signing up keeps the visitor's open movie: the server moved it to the account.
 */
export function useCurrentProject(owner: string): CurrentProject {
  const [projectRef, setProjectRef] = useState(() => readStored(owner) ?? newProjectKey());
  const [generation, setGeneration] = useState(0);
  const previousOwner = useRef(owner);
  const openRef = useRef(projectRef);
  openRef.current = projectRef;
  const switchTo = useCallback((ref: string) => {
    setProjectRef(ref);
    setGeneration((value) => value + 1);
  }, []);

  useEffect(() => {
    const from = previousOwner.current;
    if (from === owner) return;
    previousOwner.current = owner;
    // The runtime has moved the visitor's entry to the account already: the same movie stays open.
    const next = readStored(owner);
    if (from === VISITOR_OWNER && next === openRef.current) return;
    switchTo(next ?? newProjectKey());
  }, [owner, switchTo]);

  const adopt = useCallback(
    (serverId: string) => {
      if (serverId === openRef.current) return;
      store(owner, serverId);
      setProjectRef(serverId);
    },
    [owner],
  );
  const open = useCallback(
    (serverId: string) => {
      store(owner, serverId);
      switchTo(serverId);
    },
    [owner, switchTo],
  );
  const startNew = useCallback(() => {
    store(owner, null);
    switchTo(newProjectKey());
  }, [owner, switchTo]);

  return { projectRef, savedId: isServerProjectId(projectRef) ? projectRef : null, generation, adopt, open, startNew };
}
