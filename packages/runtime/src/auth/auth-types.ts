export type Plan = 'free' | 'pro' | 'studio';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  avatarUrl?: string | null;
  plan?: Plan;
  /** ISO timestamp. */
  createdAt?: string;
}

/** What sign-up, sign-in and magic-link verification answer. */
export interface AuthResponse {
  token: string;
  user: AuthUser;
}

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
