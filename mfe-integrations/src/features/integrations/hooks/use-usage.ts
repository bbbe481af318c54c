import { useCallback, useEffect, useState } from 'react';
import { getUsage } from '../api/get-usage';
import type { Usage } from '../types';

/** This month's usage; a failure is logged only and leaves `usage` null. */
export function useUsage() {
  const [usage, setUsage] = useState<Usage | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const answer = await getUsage(signal);
      if (!signal?.aborted) setUsage(answer);
    } catch (error) {
      if (!signal?.aborted) console.error('Loading integrations usage failed', error);
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { usage, loading };
}
