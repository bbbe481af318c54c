import { apiFetch } from '@atelier/runtime';
import type { EngineDescriptor } from '../types';

export interface GenerateVideoResponse {
  video_url: string;
  prompt: string;
  session_id: string;
  media_id: string;
  job_id: string;
  duration_seconds: number;
  width: number;
  height: number;
  engine: EngineDescriptor;
}

export interface GenerateVideoInput {
  prompt: string;
  sessionId: string;
  /** Sending the same id again attaches to the running job instead of starting (and charging) another. */
  requestId: string;
}

/** POST /video/generate (spec 000 §7): answers once the durable job has finished. */
export function generateVideo(input: GenerateVideoInput, signal?: AbortSignal): Promise<GenerateVideoResponse> {
  return apiFetch<GenerateVideoResponse>('/video/generate', {
    body: { prompt: input.prompt, session_id: input.sessionId, request_id: input.requestId },
    signal,
  });
}
