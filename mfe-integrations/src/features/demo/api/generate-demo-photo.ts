import { apiFetch } from '@atelier/runtime';

/** POST /wp/photo with the public demo key; answers the image's URL. */
export function generateDemoPhoto(prompt: string, apiKey: string): Promise<{ image_url?: string }> {
  return apiFetch<{ image_url?: string }>('/wp/photo', { body: { prompt, api_key: apiKey }, anonymous: true });
}
