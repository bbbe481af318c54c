import { apiFetch } from '@atelier/runtime';
import type { EngineDescriptor } from '../types';

export interface GeneratePhotoResponse {
  photo_url: string;
  prompt: string;
  session_id: string;
  media_id: string;
  width: number;
  height: number;
  engine: EngineDescriptor;
}

/** POST /photo/generate (spec 000 §7): one image for the prompt, charged to today's photo quota. */
export function generatePhoto(input: { prompt: string; sessionId: string }, signal?: AbortSignal): Promise<GeneratePhotoResponse> {
  return apiFetch<GeneratePhotoResponse>('/photo/generate', {
    body: { prompt: input.prompt, session_id: input.sessionId },
    signal,
  });
}
