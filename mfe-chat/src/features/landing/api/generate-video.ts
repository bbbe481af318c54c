import { apiFetch } from '@atelier/runtime';
import type { GenerateVideoDto, VideoJobAcceptedDto } from '@atelier/api-types';

export interface GenerateVideoInput {
  prompt: string;
  sessionId: string;
  /** Sending the same id again attaches to the job already running instead of starting (and charging) another. */
  requestId: string;
}

/**
 * POST /video/generate (spec 000 §7) with `Prefer: respond-async`: answered at once (202) with the
 * durable job, whose progress streams from /jobs/:id/events.
 */
export function startVideo(input: GenerateVideoInput, signal?: AbortSignal): Promise<VideoJobAcceptedDto> {
  const body: GenerateVideoDto = { prompt: input.prompt, session_id: input.sessionId, request_id: input.requestId };
  return apiFetch<VideoJobAcceptedDto>('/video/generate', { body, headers: { Prefer: 'respond-async' }, signal });
}
