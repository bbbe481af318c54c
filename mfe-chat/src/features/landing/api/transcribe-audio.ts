import { apiFetch } from '@atelier/runtime';

export interface TranscribeAudioResponse {
  transcription: string;
}

/** POST /transcribe (spec 000 §7): multipart `file`, the webm recording. */
export function transcribeAudio(recording: Blob, signal?: AbortSignal): Promise<TranscribeAudioResponse> {
  const form = new FormData();
  form.append('file', recording, 'recording.webm');
  return apiFetch<TranscribeAudioResponse>('/transcribe', { body: form, signal });
}
