import { apiFetch } from '@atelier/runtime';
import type { UserDto } from '@atelier/api-types';

/** POST /api/account/avatar (multipart `file`) → the user with the new avatarUrl; 413 AVATAR_TOO_LARGE, 415 UNSUPPORTED_IMAGE. */
export function uploadAvatar(file: File): Promise<UserDto> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<UserDto>('/account/avatar', { method: 'POST', body: form });
}
