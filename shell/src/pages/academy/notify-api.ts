import { apiRequest } from '@atelier/runtime';

/** POST /api/academy/notify: remember an e-mail for the Academy launch notice. Rejects on any failure. */
export async function requestLaunchNotice(email: string): Promise<void> {
  await apiRequest('/academy/notify', { method: 'POST', body: { email } });
}
