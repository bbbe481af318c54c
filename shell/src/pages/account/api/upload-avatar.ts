import { apiFetch, type AuthUser } from '@atelier/runtime';

/** POST /api/account/avatar (multipart `file`) → the user with the new avatarUrl; 413 AVATAR_TOO_LARGE, 415 UNSUPPORTED_IMAGE. */
export function uploadAvatar(file: File): Promise<AuthUser> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<AuthUser>('/account/avatar', { method: 'POST', body: form });
}
