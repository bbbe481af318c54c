import { randomId } from './session-id';

export const CLIENT_ID_KEY = 'atelier_client_id';
let cached: string | null = null;

/**
 * This browser's own random id, kept in localStorage and sent as X-Client-Id: the server throttles
 * sign-in failures per client, so a stranger's wrong guesses elsewhere never lock the owner out here.
 * Not a secret and not a session; without storage it lasts for the page.
 */
export function getClientId(): string {
  if (cached) return cached;
  try {
    cached = localStorage.getItem(CLIENT_ID_KEY);
    if (!cached || !/^[a-z0-9]{24}$/.test(cached)) {
      cached = randomId(24);
      localStorage.setItem(CLIENT_ID_KEY, cached);
    }
  } catch {
    cached ??= randomId(24);
  }
  return cached;
}
