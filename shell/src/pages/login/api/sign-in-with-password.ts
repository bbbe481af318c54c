import { apiFetch, type AuthResponse } from '@atelier/runtime';

export interface SignInValues {
  email: string;
  password: string;
}

/** POST /api/auth/login. 401 INVALID_CREDENTIALS and 429 TOO_MANY_ATTEMPTS carry the text to show. */
export function signInWithPassword({ email, password }: SignInValues): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/auth/login', { method: 'POST', body: { email, password }, anonymous: true });
}
