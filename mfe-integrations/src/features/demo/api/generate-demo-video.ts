import { apiFetch } from '@atelier/runtime';

/** POST /wp/video with the public demo key; answers once the video is rendered (several seconds). */
export function generateDemoVideo(prompt: string, apiKey: string): Promise<{ video_url?: string }> {
  return apiFetch<{ video_url?: string }>('/wp/video', { body: { prompt, api_key: apiKey }, anonymous: true });
}
