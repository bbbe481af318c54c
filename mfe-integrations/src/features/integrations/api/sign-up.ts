import { apiFetch } from '@atelier/runtime';
import type { AuthResponseDto, CredentialsDto } from '@atelier/api-types';

/** POST /integrations/auth/signup: a new account for the whole site, signed in. */
export function signUp(credentials: CredentialsDto): Promise<AuthResponseDto> {
  return apiFetch<AuthResponseDto>('/integrations/auth/signup', { body: credentials, anonymous: true });
}
