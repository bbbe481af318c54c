import { apiFetch } from '@atelier/runtime';
import type { MagicLinkRequestDto, MessageResponseDto } from '@atelier/api-types';

/** Said when the server's answer carries no text; the server always answers 202 whatever the address. */
export const MAGIC_LINK_SENT = 'If that address can sign in, a sign-in link is on its way.';

/** POST /api/auth/magic-link: mails a one-time sign-in link that returns to `next`. Resolves with the text to show. */
export async function requestMagicLink(email: string, next?: string): Promise<string> {
  const body: MagicLinkRequestDto = next ? { email, next } : { email };
  // Read defensively: a proxy in between may answer 202 with an empty or foreign body.
  const answer = await apiFetch<Partial<MessageResponseDto> | undefined>('/auth/magic-link', { method: 'POST', body, anonymous: true });
  return typeof answer?.message === 'string' && answer.message ? answer.message : MAGIC_LINK_SENT;
}
