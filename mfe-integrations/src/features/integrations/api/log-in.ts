import { apiFetch, type AuthResponse } from '@atelier/runtime';

/** POST /integrations/auth/login: same accounts and sessions as the rest of the site. */
export function logIn(credentials: { email: string; password: string }): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/integrations/auth/login', { body: credentials, anonymous: true });
}
