import { apiFetch } from '@atelier/runtime';
import type { GatewayRequestDto, GatewayTextResponseDto } from '@atelier/api-types';

/**
 * POST /wp/text with the public demo key in the body (spec 000 §7). Anonymous: a rejected demo key
 * must not sign the visitor out of the site.
 */
export function sendDemoText(prompt: string, apiKey: string): Promise<Partial<GatewayTextResponseDto>> {
  const body: GatewayRequestDto = { prompt, api_key: apiKey };
  return apiFetch<Partial<GatewayTextResponseDto>>('/wp/text', { body, anonymous: true });
}
