import { apiFetch } from '@atelier/runtime';
import type { EmailDto, MessageResponseDto } from '@atelier/api-types';
import { NOTIFY_SUCCESS } from './academy-content';

/** POST /api/academy/notify: puts an email on the Academy launch list (a repeat is a success). Resolves with the text to show. */
export async function requestLaunchNotice(email: string): Promise<string> {
  const body: EmailDto = { email };
  // Read defensively: a proxy in between may answer with an empty or foreign body.
  const answer = await apiFetch<Partial<MessageResponseDto> | undefined>('/academy/notify', { method: 'POST', body, anonymous: true });
  return typeof answer?.message === 'string' && answer.message ? answer.message : NOTIFY_SUCCESS;
}
