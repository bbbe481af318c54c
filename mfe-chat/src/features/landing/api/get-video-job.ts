import { apiFetch } from '@atelier/runtime';

export type VideoJobStatus = 'queued' | 'active' | 'completed' | 'failed';

export interface VideoJob {
  request_id: string;
  status: VideoJobStatus;
  /** 0-100 */
  progress: number;
  video_url: string | null;
  message: string | null;
}

export const VIDEO_POLL_INTERVAL_MS = 500;

/** GET /video/jobs/:request_id: the state of a video job this browser (or account) started. */
export function getVideoJob(requestId: string, sessionId: string, signal?: AbortSignal): Promise<VideoJob> {
  const query = `?session_id=${encodeURIComponent(sessionId)}`;
  return apiFetch<VideoJob>(`/video/jobs/${encodeURIComponent(requestId)}${query}`, { signal });
}

/**
 * Polls the job until `signal` aborts, reporting each answer. Failed polls are skipped: the job
 * may not exist yet (404 until the POST reaches the server) or the backend may be restarting.
 */
export function watchVideoJob(
  input: { requestId: string; sessionId: string; signal: AbortSignal; intervalMs?: number },
  onUpdate: (job: VideoJob) => void,
): void {
  const interval = input.intervalMs ?? VIDEO_POLL_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const job = await getVideoJob(input.requestId, input.sessionId, input.signal);
      if (!input.signal.aborted) onUpdate(job);
    } catch {
      // Skipped, see above; the next poll tries again.
    }
    if (!input.signal.aborted) timer = setTimeout(poll, interval);
  };
  timer = setTimeout(poll, interval);
  input.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
