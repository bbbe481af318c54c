import { apiFetch, type AuthResponse } from '@atelier/runtime';

/** POST /integrations/auth/signup: a new account for the whole site, signed in. */
export function signUp(credentials: { email: string; password: string }): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/integrations/auth/signup', { body: credentials, anonymous: true });
}
