import { apiFetch, apiRequest } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { readSse } from '../sse/read-sse';
import { type JobSnapshot, isFinalJob } from './job-snapshot';

export interface WatchJobOptions {
  /** A visitor's browser session, which owns the visitor's jobs (accounts are known by their token). */
  sessionId?: string;
  signal?: AbortSignal;
  /** Every state the job goes through, oldest first (never the same version twice). */
  onUpdate?: (job: JobSnapshot) => void;
  /** Polling interval once the event stream has failed repeatedly (default 1 s). */
  pollIntervalMs?: number;
}

/** Stream failures in a row after which the job is polled instead. */
const STREAM_ATTEMPTS = 3;
const RETRY_DELAYS_MS = [250, 1_000, 2_000];

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A 4xx other than 408/429 will not get better by asking again (the job is not the caller's, the id is wrong). */
function isFinalError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * Follows a job until it completes, fails or is cancelled, and resolves with that final state. Uses the
 * job's event stream (resuming with Last-Event-ID after a dropped connection), and falls back to polling
 * GET /api/jobs/:id when the stream keeps failing (a proxy that buffers or cuts streams).
 */
export async function watchJob(id: string, options: WatchJobOptions = {}): Promise<JobSnapshot> {
  const query = options.sessionId ? `?session_id=${encodeURIComponent(options.sessionId)}` : '';
  const path = `/jobs/${encodeURIComponent(id)}`;
  let latestVersion = 0;
  /** Reports a newer state; returns it when it is final. */
  const accept = (job: JobSnapshot): JobSnapshot | null => {
    if (job.version <= latestVersion) return null;
    latestVersion = job.version;
    options.onUpdate?.(job);
    return isFinalJob(job) ? job : null;
  };

  for (let failures = 0; failures < STREAM_ATTEMPTS; ) {
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (latestVersion) headers['Last-Event-ID'] = String(latestVersion);
      const response = await apiRequest(`${path}/events${query}`, { headers, signal: options.signal });
      for await (const event of readSse(response, options.signal)) {
        const final = event.event === 'job' ? accept(JSON.parse(event.data) as JobSnapshot) : null;
        if (final) return final;
        failures = 0;
      }
      if (options.signal?.aborted) throw abortError(options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw abortError(options.signal);
      if (isFinalError(error)) throw error;
    }
    // The stream ended before the job did, or could not be opened: catch up, then try again.
    failures += 1;
    await pause(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1], options.signal);
  }
  for (;;) {
    try {
      const final = accept(await apiFetch<JobSnapshot>(`${path}${query}`, { signal: options.signal }));
      if (final) return final;
    } catch (error) {
      if (options.signal?.aborted) throw abortError(options.signal);
      if (isFinalError(error)) throw error;
    }
    await pause(options.pollIntervalMs ?? 1_000, options.signal);
  }
}
