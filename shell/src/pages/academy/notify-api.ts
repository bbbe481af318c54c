import { apiFetch } from '@atelier/runtime';
import { NOTIFY_SUCCESS } from './academy-content';

/** POST /api/academy/notify: puts an email on the Academy launch list (a repeat is a success). Resolves with the text to show. */
export async function requestLaunchNotice(email: string): Promise<string> {
  const answer = await apiFetch<{ message?: unknown } | undefined>('/academy/notify', { method: 'POST', body: { email }, anonymous: true });
  return typeof answer?.message === 'string' && answer.message ? answer.message : NOTIFY_SUCCESS;
}
