import type { UserDto } from '@atelier/api-types';

/**
 * The signed-in user as this page keeps it (localStorage `user_data`): the wire's UserDto, with the
 * fields later API versions added optional, since a user stored by an older page may lack them.
 */
export type AuthUser = Pick<UserDto, 'id' | 'email' | 'name'> &
  Partial<Pick<UserDto, 'avatarUrl' | 'plan' | 'trial' | 'createdAt' | 'firstSession' | 'previousSignInAt'>>;

export interface AuthSnapshot {
  isAuthenticated: boolean;
  user: AuthUser | null;
  token: string | null;
}

export interface AuthContextValue extends AuthSnapshot {
  login(user: AuthUser, token?: string | null): void;
  logout(): void;
  updateUser(patch: Partial<AuthUser>): void;
}
