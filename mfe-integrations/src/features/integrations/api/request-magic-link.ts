import { apiFetch } from '@atelier/runtime';

/** POST /integrations/auth/magic: mails a sign-in link (202). */
export function requestMagicLink(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/integrations/auth/magic', { body: { email }, anonymous: true });
}
