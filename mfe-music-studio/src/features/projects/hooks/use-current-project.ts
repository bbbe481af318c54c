import { useCallback, useState } from 'react';

const STORAGE_KEY = 'music_studio_project';

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The open project's id, remembered across reloads so the studio opens where it was left. */
export function useCurrentProjectId(): [string | null, (id: string | null) => void] {
  const [id, setId] = useState<string | null>(stored);
  const choose = useCallback((next: string | null) => {
    setId(next);
    try {
      if (next) localStorage.setItem(STORAGE_KEY, next);
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [id, choose];
}
