import { apiFetch } from '@atelier/runtime';
import type { UpdateProfileDto, UserDto } from '@atelier/api-types';

/** PATCH /api/account/profile → the updated user. */
export function updateProfile(values: UpdateProfileDto): Promise<UserDto> {
  return apiFetch<UserDto>('/account/profile', { method: 'PATCH', body: values });
}
