import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@atelier/runtime';
import type { BuildRunDto, BuildRunRequestDto, BuildRunResponseDto } from '@atelier/api-types';
import { useTerminalWriter } from '../../lib/terminal-context';
import type { StudioFile } from '../../lib/workspace/workspace-types';
import { followRunLogs, sendToRun, startRun, stopRun } from './api/runs';
import { logLineLevel } from './log-level';

export interface RunState {
  run: BuildRunDto | null;
  starting: boolean;
  /** Why the last start failed (the runner's words). */
  error: string | null;
  /** The project revision the run was started from. */
  startedRevision: number | null;
}

/**
 * The project running on the sandbox runner: start (stopping the previous run first), stop, send requests;
 * its log lines stream into the Terminal while it runs.
 */
export function useRun(projectType: 'nodejs' | 'python') {
  const { write } = useTerminalWriter();
  const [state, setState] = useState<RunState>({ run: null, starting: false, error: null, startedRevision: null });
  const logs = useRef<AbortController | null>(null);
  const runId = useRef<string | null>(null);

  const follow = useCallback(
    (id: string) => {
      logs.current?.abort();
      const controller = new AbortController();
      logs.current = controller;
      void followRunLogs(
        id,
        {
          onLine: (line) => write({ source: 'app', level: logLineLevel(line.stream, line.text), text: line.text, at: line.at }),
          onStatus: (status) =>
            setState((current) => (current.run?.id === id ? { ...current, run: { ...current.run, status: status.status, reason: status.reason } } : current)),
        },
        controller.signal,
      ).catch(() => undefined);
    },
    [write],
  );

  // Starts may overlap (the starter project is still starting when a generation ends): only the latest one
  // becomes the run shown and sent to; an older one that answers later is stopped, so it holds no slot.
  const latestStart = useRef(0);
  const start = useCallback(
    async (files: readonly StudioFile[], revision: number) => {
      const ticket = ++latestStart.current;
      setState((current) => ({ ...current, starting: true, error: null }));
      try {
        // The runner keeps two apps of each owner running; the run being replaced must not hold one of them.
        const previous = runId.current;
        runId.current = null;
        if (previous) await stopRun(previous).catch(() => undefined);
        const run = await startRun(projectType, files);
        if (ticket !== latestStart.current) {
          await stopRun(run.id).catch(() => undefined);
          return;
        }
        runId.current = run.id;
        setState({ run, starting: false, error: null, startedRevision: revision });
        follow(run.id);
      } catch (error) {
        if (ticket !== latestStart.current) return;
        const message = error instanceof ApiError ? error.message : 'The runner could not be reached.';
        write({ source: 'studio', level: 'error', text: message });
        setState((current) => ({ ...current, starting: false, error: message }));
      }
    },
    [follow, projectType, write],
  );

  const stop = useCallback(async () => {
    const id = runId.current;
    if (!id) return;
    try {
      const run = await stopRun(id);
      setState((current) => ({ ...current, run }));
    } catch {
      // Already gone: the status event says so.
    }
  }, []);

  const send = useCallback(async (request: BuildRunRequestDto): Promise<BuildRunResponseDto> => {
    if (!runId.current) throw new Error('The app is not running.');
    return sendToRun(runId.current, request);
  }, []);

  useEffect(() => () => logs.current?.abort(), []);

  return { ...state, start, stop, send };
}
