import { useEffect, useState } from 'react';
import type { JobSnapshot } from './job-snapshot';
import { watchJob } from './watch-job';

export interface JobState {
  /** The latest state seen; null until the first arrives. */
  job: JobSnapshot | null;
  /** Set when the job could not be followed (it is not the caller's, or the id is wrong). */
  error: unknown;
}

/** Follows a job while the component is mounted; `id` null follows nothing. */
export function useJob(id: string | null, options: { sessionId?: string } = {}): JobState {
  const [state, setState] = useState<JobState>({ job: null, error: null });
  const { sessionId } = options;
  useEffect(() => {
    setState({ job: null, error: null });
    if (!id) return undefined;
    const controller = new AbortController();
    watchJob(id, { sessionId, signal: controller.signal, onUpdate: (job) => setState({ job, error: null }) }).catch((error: unknown) => {
      if (!controller.signal.aborted) setState((previous) => ({ ...previous, error }));
    });
    return () => controller.abort();
  }, [id, sessionId]);
  return state;
}
