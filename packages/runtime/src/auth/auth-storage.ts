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

export function readStoredAuth(): StoredAuth | null {
  const store = storage();
  if (!store || store.getItem(AUTH_STATE_KEY) !== 'true') return null;
  const raw = store.getItem(USER_DATA_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as AuthUser;
    if (!user || typeof user !== 'object' || typeof user.email !== 'string') return null;
    return { user, token: store.getItem(AUTH_TOKEN_KEY) };
  } catch {
    return null;
  }
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
  store.setItem(AUTH_STATE_KEY, 'true');
  store.setItem(USER_DATA_KEY, JSON.stringify(value.user));
  if (value.token) store.setItem(AUTH_TOKEN_KEY, value.token);
  else store.removeItem(AUTH_TOKEN_KEY);
}
