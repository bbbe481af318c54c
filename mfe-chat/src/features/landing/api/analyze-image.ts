import { apiFetch } from '@atelier/runtime';

export interface AnalyzeImageResponse {
  analysis: string;
  filename: string;
}

/** POST /analyze-image (spec 000 §7): multipart `file`; the server checks it is an image by content. */
export function analyzeImage(file: File, signal?: AbortSignal): Promise<AnalyzeImageResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<AnalyzeImageResponse>('/analyze-image', { body: form, signal });
}
