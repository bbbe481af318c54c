import { apiFetch } from '@atelier/runtime';
import type { GatewayRequestDto, GatewayVideoResponseDto } from '@atelier/api-types';

/** POST /wp/video with the public demo key; answers once the video is rendered (several seconds). */
export function generateDemoVideo(prompt: string, apiKey: string): Promise<Partial<GatewayVideoResponseDto>> {
  const body: GatewayRequestDto = { prompt, api_key: apiKey };
  return apiFetch<Partial<GatewayVideoResponseDto>>('/wp/video', { body, anonymous: true });
}
