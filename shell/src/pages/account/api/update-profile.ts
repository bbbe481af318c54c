import { apiFetch, type AuthUser } from '@atelier/runtime';

/** PATCH /api/account/profile → the updated user. */
export function updateProfile(values: { name: string }): Promise<AuthUser> {
  return apiFetch<AuthUser>('/account/profile', { method: 'PATCH', body: values });
}
