import { apiFetch } from '@atelier/runtime';
import type { AuthResponseDto, SignupDto } from '@atelier/api-types';

/** `name` is optional; the server defaults it to the part of the email before the @. */
export type SignUpValues = SignupDto;

/** POST /api/auth/signup → 201 signed in. 409 EMAIL_TAKEN, 400 WEAK_PASSWORD / VALIDATION_FAILED explain themselves. */
export function createAccount({ email, password, name }: SignUpValues): Promise<AuthResponseDto> {
  const body: SignupDto = name ? { email, password, name } : { email, password };
  return apiFetch<AuthResponseDto>('/auth/signup', { method: 'POST', body, anonymous: true });
}
