import { apiFetch } from '../api/api-client';
import { authStore } from './auth-store';
import type { AuthUser } from './auth-types';

/** The token last sent to GET /auth/me: each sign-in is checked once per page, however many providers mount. */
let checkedToken: string | null = null;

function isUser(value: unknown): value is AuthUser {
  return !!value && typeof value === 'object' && typeof (value as AuthUser).email === 'string' && typeof (value as AuthUser).id === 'string';
}

/**
 * Asks the server whether the stored session still stands and refreshes the stored user from it.
 * A 401 signs the browser out inside the API client; any other failure (offline, server down)
 * keeps the stored user, as the next call will tell again.
 */
export async function checkSession(): Promise<void> {
  const { token } = authStore.getSnapshot();
  if (!token || token === checkedToken) return;
  checkedToken = token;
  try {
    const user = await apiFetch<unknown>('/auth/me');
    // Ignore the answer when the browser signed out or in as someone else meanwhile.
    if (isUser(user) && authStore.getSnapshot().token === token) authStore.updateUser(user);
  } catch {
    // Reported through the sign-out above, or not at all (see the comment on the function).
  }
}

/**
 * Asks the server for the signed-in user again and stores the answer, e.g. after a trial started: the
 * store is the page's singleton, so the shell and every remote see the new plan at once. Resolves with
 * the fresh user, or null when signed out meanwhile; errors are the API client's (a 401 signs out).
 */
export async function refreshUser(): Promise<AuthUser | null> {
  const { token } = authStore.getSnapshot();
  if (!token) return null;
  const user = await apiFetch<unknown>('/auth/me');
  if (!isUser(user) || authStore.getSnapshot().token !== token) return null;
  authStore.updateUser(user);
  return user;
}
