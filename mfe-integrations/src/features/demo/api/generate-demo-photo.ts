import { apiFetch } from '@atelier/runtime';
import type { GatewayPhotoResponseDto, GatewayRequestDto } from '@atelier/api-types';

/** POST /wp/photo with the public demo key; answers the image's URL (read defensively by the caller). */
export function generateDemoPhoto(prompt: string, apiKey: string): Promise<Partial<GatewayPhotoResponseDto>> {
  const body: GatewayRequestDto = { prompt, api_key: apiKey };
  return apiFetch<Partial<GatewayPhotoResponseDto>>('/wp/photo', { body, anonymous: true });
}
