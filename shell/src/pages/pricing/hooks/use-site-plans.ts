import { useCallback, useEffect, useState } from 'react';
import type { SitePlans } from '../api/billing-types';
import { loadSitePlans, loadedSitePlans } from '../api/get-site-plans';

export interface SitePlansState {
  /** Null until loaded. */
  data: SitePlans | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** The site plans from the shared once-per-page fetch, with a retry after a failure. */
export function useSitePlans(): SitePlansState {
  const [state, setState] = useState<Omit<SitePlansState, 'retry'>>(() => {
    const data = loadedSitePlans();
    return { data, loading: !data, error: null };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (attempt > 0) setState({ data: null, loading: true, error: null });
    loadSitePlans().then(
      // Already shown when the page had them: the same state, so React keeps the render.
      (data) => live && setState((current) => (current.data === data ? current : { data, loading: false, error: null })),
      (error: unknown) => live && setState({ data: null, loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
