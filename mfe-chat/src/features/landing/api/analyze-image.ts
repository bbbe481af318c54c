import { apiFetch } from '@atelier/runtime';
import type { ImageAnalysisResponseDto } from '@atelier/api-types';

/** POST /analyze-image (spec 000 §7): multipart `file`; the server checks it is an image by content. */
export function analyzeImage(file: File, signal?: AbortSignal): Promise<ImageAnalysisResponseDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<ImageAnalysisResponseDto>('/analyze-image', { body: form, signal });
}
