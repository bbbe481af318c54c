import type { AuthUser } from './auth-types';

/** localStorage keys; `auth_state` and `user_data` are fixed by the spec (000 §9). */
export const AUTH_STATE_KEY = 'auth_state';
export const USER_DATA_KEY = 'user_data';
export const AUTH_TOKEN_KEY = 'auth_token';

export interface StoredAuth {
  user: AuthUser;
  token: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Safari private mode and sandboxed frames throw on access.
    return null;
  }
}

/**
 * The stored sign-in, or null. A "signed in" state without a token (left over from the local-only
 * sign-in) cannot reach the server, so it counts as signed out.
 */
export function readStoredAuth(): StoredAuth | null {
  const store = storage();
  if (!store || store.getItem(AUTH_STATE_KEY) !== 'true') return null;
  const raw = store.getItem(USER_DATA_KEY);
  const token = store.getItem(AUTH_TOKEN_KEY);
  if (!raw || !token) return null;
  try {
    const user = JSON.parse(raw) as AuthUser;
    if (!user || typeof user !== 'object' || typeof user.email !== 'string') return null;
    return { user, token };
  } catch {
    return null;
  }
}

/** True when something claims a sign-in that readStoredAuth() rejects (stale or broken values). */
export function hasStaleStoredAuth(): boolean {
  const store = storage();
  return !!store && (store.getItem(AUTH_STATE_KEY) !== null || store.getItem(USER_DATA_KEY) !== null) && readStoredAuth() === null;
}

export function writeStoredAuth(value: StoredAuth | null): void {
  const store = storage();
  if (!store) return;
  if (!value) {
    store.removeItem(AUTH_STATE_KEY);
    store.removeItem(USER_DATA_KEY);
    store.removeItem(AUTH_TOKEN_KEY);
    return;
  }
  // Token first and auth_state last: another tab reading mid-write never sees a sign-in without its token.
  if (value.token) store.setItem(AUTH_TOKEN_KEY, value.token);
  else store.removeItem(AUTH_TOKEN_KEY);
  store.setItem(USER_DATA_KEY, JSON.stringify(value.user));
  store.setItem(AUTH_STATE_KEY, 'true');
}
