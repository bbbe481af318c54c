import { apiFetch } from '@atelier/runtime';

/**
 * POST /wp/text with the public demo key in the body (spec 000 §7). Anonymous: a rejected demo key
 * must not sign the visitor out of the site.
 */
export function sendDemoText(prompt: string, apiKey: string): Promise<{ text?: string }> {
  return apiFetch<{ text?: string }>('/wp/text', { body: { prompt, api_key: apiKey }, anonymous: true });
}
