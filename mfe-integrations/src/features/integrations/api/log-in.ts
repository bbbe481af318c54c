import { apiFetch } from '@atelier/runtime';
import type { AuthResponseDto, CredentialsDto } from '@atelier/api-types';

/** POST /integrations/auth/login: same accounts and sessions as the rest of the site. */
export function logIn(credentials: CredentialsDto): Promise<AuthResponseDto> {
  return apiFetch<AuthResponseDto>('/integrations/auth/login', { body: credentials, anonymous: true });
}
