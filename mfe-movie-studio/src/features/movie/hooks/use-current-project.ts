import { useCallback, useEffect, useRef, useState } from 'react';
import { isServerProjectId, newProjectKey } from '../utils/new-ids';

const storageKey = (owner: string) => `movie_current_project:${owner}`;

function readStored(owner: string): string | null {
  try {
    const stored = localStorage.getItem(storageKey(owner));
    return stored && isServerProjectId(stored) ? stored : null;
  } catch {
    return null;
  }
}

function store(owner: string, id: string | null): void {
  try {
    if (id) localStorage.setItem(storageKey(owner), id);
    else localStorage.removeItem(storageKey(owner));
  } catch {
    // Without storage the open movie is simply not remembered across reloads.
  }
}

export interface CurrentProject {
  /** The server's id once the movie is saved; before that the 'movie_<timestamp>' key made at first load. */
  projectRef: string;
  /** The server's id, or null while the movie exists only in this page. */
  savedId: string | null;
  /** Changes when another movie is opened or a new one started — not when a new movie gets its server id. */
  generation: number;
  /** The server answered with the project's id: use it from now on (and reopen it after a reload). */
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
  const switchTo = useCallback((ref: string) => {
    setProjectRef(ref);
    setGeneration((value) => value + 1);
  }, []);

  useEffect(() => {
    const from = previousOwner.current;
    if (from === owner) return;
    previousOwner.current = owner;
    const carried = from === 'visitor' && !readStored(owner) ? readStored(from) : null;
    const next = readStored(owner) ?? carried ?? newProjectKey();
    if (carried) store(owner, carried);
    if (carried) setProjectRef(next);
    else switchTo(next);
  }, [owner, switchTo]);

  const adopt = useCallback(
    (serverId: string) => {
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
