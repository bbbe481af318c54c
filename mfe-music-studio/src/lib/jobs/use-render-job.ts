import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobSnapshot } from '@atelier/runtime';
import { runRenderJob } from './run-render-job';

/** One render at a time per screen part: its latest state, whether it runs, and how to start it. */
export function useRenderJob() {
  const [job, setJob] = useState<JobSnapshot | null>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (path: string, body: object): Promise<JobSnapshot> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setJob(null);
    setRunning(true);
    try {
      return await runRenderJob(path, body, (update) => !current.signal.aborted && setJob(update), current.signal);
    } finally {
      if (!current.signal.aborted) setRunning(false);
    }
  }, []);

  return { job, running, run, reset: () => setJob(null) };
}
