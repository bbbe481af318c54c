import { useCallback, useEffect, useRef, useState } from 'react';
import { type JobSnapshot, watchJob } from '@atelier/runtime';

export type MovieJobKind = 'scenes' | 'export';

export interface FollowedJob {
  id: string;
  kind: MovieJobKind;
  /** Scene jobs: the scenes it renders, in order (each its share of the progress). */
  sceneIds: string[];
  /** The latest state its event stream sent; null until the first. */
  snapshot: JobSnapshot | null;
}

/** null `final`: the job could not be followed (not this caller's any more, or gone). */
export type JobFinished = (job: FollowedJob, final: JobSnapshot | null) => void;

/**
 * Follows the movie's running jobs on their event streams (resuming after a dropped connection, polling
 * as a last resort) and reports each once it is final. Following the same job twice is a no-op, so jobs
 * found running in a reloaded project can simply be followed again.
 */
export function useMovieJobs(sessionId: string | undefined, onFinished: JobFinished) {
  const [jobs, setJobs] = useState<Readonly<Record<string, FollowedJob>>>({});
  const controllers = useRef(new Map<string, AbortController>());
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const follow = useCallback(
    (id: string, kind: MovieJobKind, sceneIds: string[] = []) => {
      if (controllers.current.has(id)) return;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const job: FollowedJob = { id, kind, sceneIds, snapshot: null };
      setJobs((previous) => ({ ...previous, [id]: job }));
      const onUpdate = (snapshot: JobSnapshot) =>
        setJobs((previous) => (previous[id] ? { ...previous, [id]: { ...previous[id], snapshot } } : previous));
      watchJob(id, { sessionId, signal: controller.signal, onUpdate }).then(
        (final) => finished.current(job, final),
        () => {
          if (!controller.signal.aborted) finished.current(job, null);
        },
      ).finally(() => {
        if (controllers.current.get(id) !== controller) return;
        controllers.current.delete(id);
        setJobs((previous) => {
          const { [id]: _done, ...rest } = previous;
          return rest;
        });
      });
    },
    [sessionId],
  );

  /** Another movie was opened: its jobs carry on server-side, this page stops following them. */
  const stopAll = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    setJobs({});
  }, []);

  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  return { jobs, follow, stopAll };
}
