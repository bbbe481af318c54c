import { apiFetch } from '@atelier/runtime';
import type { TranscriptionResponseDto } from '@atelier/api-types';

/** POST /transcribe (spec 000 §7): multipart `file`, the webm recording. */
export function transcribeAudio(recording: Blob, signal?: AbortSignal): Promise<TranscriptionResponseDto> {
  const form = new FormData();
  form.append('file', recording, 'recording.webm');
  return apiFetch<TranscriptionResponseDto>('/transcribe', { body: form, signal });
}
