import { idempotentFetch, newIdempotencyKey } from '@atelier/runtime';
import type { GeneratePhotoDto, PhotoResponseDto } from '@atelier/api-types';

/**
 * POST /photo/generate (spec 000 §7): one image for the prompt, charged to today's photo quota. Each call is a
 * new request with a new key; a retry after a network error reuses it, so a photo is never made twice.
 */
export function generatePhoto(input: { prompt: string; sessionId: string }, signal?: AbortSignal): Promise<PhotoResponseDto> {
  const body: GeneratePhotoDto = { prompt: input.prompt, session_id: input.sessionId };
  return idempotentFetch<PhotoResponseDto>('/photo/generate', newIdempotencyKey('photo'), { body, signal });
}
