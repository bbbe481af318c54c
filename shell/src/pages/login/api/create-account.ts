import { apiFetch, type AuthResponse } from '@atelier/runtime';

export interface SignUpValues {
  email: string;
  password: string;
  /** Optional; the server defaults it to the part of the email before the @. */
  name?: string;
}

/** POST /api/auth/signup → 201 signed in. 409 EMAIL_TAKEN, 400 WEAK_PASSWORD / VALIDATION_FAILED explain themselves. */
export function createAccount({ email, password, name }: SignUpValues): Promise<AuthResponse> {
  const body = name ? { email, password, name } : { email, password };
  return apiFetch<AuthResponse>('/auth/signup', { method: 'POST', body, anonymous: true });
}
