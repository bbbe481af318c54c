import { apiFetch } from '@atelier/runtime';
import type { EmailDto, MessageResponseDto } from '@atelier/api-types';

/** POST /integrations/auth/magic: mails a sign-in link (202). */
export function requestMagicLink(email: string): Promise<MessageResponseDto> {
  const body: EmailDto = { email };
  return apiFetch<MessageResponseDto>('/integrations/auth/magic', { body, anonymous: true });
}
