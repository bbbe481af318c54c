import { apiFetch } from '@atelier/runtime';

/** 202 to POST /video/generate with `Prefer: respond-async`: the durable job to follow. */
export interface VideoJobAccepted {
  request_id: string;
  job_id: string;
  status: 'queued' | 'active' | 'completed' | 'failed';
  progress: number;
  events_url: string;
}

export interface GenerateVideoInput {
  prompt: string;
  sessionId: string;
  /** Sending the same id again attaches to the job already running instead of starting (and charging) another. */
  requestId: string;
}

/** POST /video/generate (spec 000 §7), answered at once with the job; its progress streams from /jobs/:id/events. */
export function startVideo(input: GenerateVideoInput, signal?: AbortSignal): Promise<VideoJobAccepted> {
  return apiFetch<VideoJobAccepted>('/video/generate', {
    body: { prompt: input.prompt, session_id: input.sessionId, request_id: input.requestId },
    headers: { Prefer: 'respond-async' },
    signal,
  });
}
