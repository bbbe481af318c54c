import { apiFetch } from '@atelier/runtime';
import type { AuthResponseDto, CredentialsDto } from '@atelier/api-types';

export type SignInValues = CredentialsDto;

/** POST /api/auth/login. 401 INVALID_CREDENTIALS and 429 TOO_MANY_ATTEMPTS carry the text to show. */
export function signInWithPassword({ email, password }: SignInValues): Promise<AuthResponseDto> {
  const body: CredentialsDto = { email, password };
  return apiFetch<AuthResponseDto>('/auth/login', { method: 'POST', body, anonymous: true });
}
