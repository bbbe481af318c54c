import { apiFetch } from '@atelier/runtime';

export interface AccountSession {
  id: string;
  /** Label made from the browser's user agent, e.g. 'Chrome on macOS'. */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session of this browser. */
  current: boolean;
}

/** GET /api/account/sessions: the signed-in user's live sessions. */
export function getSessions(): Promise<AccountSession[]> {
  return apiFetch<AccountSession[]>('/account/sessions');
}
