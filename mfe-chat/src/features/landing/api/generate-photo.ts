import { apiFetch } from '@atelier/runtime';
import type { GeneratePhotoDto, PhotoResponseDto } from '@atelier/api-types';

/** POST /photo/generate (spec 000 §7): one image for the prompt, charged to today's photo quota. */
export function generatePhoto(input: { prompt: string; sessionId: string }, signal?: AbortSignal): Promise<PhotoResponseDto> {
  const body: GeneratePhotoDto = { prompt: input.prompt, session_id: input.sessionId };
  return apiFetch<PhotoResponseDto>('/photo/generate', { body, signal });
}
