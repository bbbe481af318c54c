import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A local copy of something the server keeps (lyrics, an arrangement): edits change the copy and mark it
 * dirty; a new server version replaces it only while there are no unsaved edits, or when `source` is
 * another document altogether (another project, a new beat).
 */
export function useDraft<T>(server: T | null, source: string) {
  const [draft, setDraft] = useState<T | null>(server);
  const [dirty, setDirty] = useState(false);
  const seen = useRef({ server, source });

  useEffect(() => {
    const changedSource = seen.current.source !== source;
    if (seen.current.server === server && !changedSource) return;
    seen.current = { server, source };
    if (changedSource || !dirty) {
      setDraft(server);
      setDirty(false);
    }
  }, [server, source, dirty]);

  const edit = useCallback((next: T | ((previous: T) => T)) => {
    setDraft((previous) => (typeof next === 'function' ? (next as (value: T) => T)(previous as T) : next));
    setDirty(true);
  }, []);

  const saved = useCallback((value: T) => {
    setDraft(value);
    setDirty(false);
  }, []);

  return { draft, dirty, edit, saved };
}
