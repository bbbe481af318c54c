import { useCallback, useState } from 'react';
import { readOwned, useOwnerChange, useOwnerKey, writeOwned } from '@atelier/runtime';

/** Per owner (the runtime's ownedKey): an account's is dropped when it signs out, a visitor's moves in at sign-in. */
const STORAGE_KEY = 'music_studio_project';

function stored(owner: string): string | null {
  try {
    return readOwned(STORAGE_KEY, owner);
  } catch {
    return null;
  }
}

/** The open project's id, remembered across reloads so the studio opens where its owner left it. */
export function useCurrentProjectId(): [string | null, (id: string | null) => void] {
  const owner = useOwnerKey();
  const [id, setId] = useState<string | null>(() => stored(owner));
  useOwnerChange(({ next }) => setId(stored(next)));
  const choose = useCallback(
    (next: string | null) => {
      setId(next);
      // Private mode: the choice lasts for this page only.
      writeOwned(STORAGE_KEY, owner, next);
    },
    [owner],
  );
  return [id, choose];
}
