export type Plan = 'free' | 'pro' | 'studio';

/** A 14-day trial of a higher plan; `active` turns false when it ends (an account gets one). */
export interface AuthTrial {
  plan: Plan;
  /** ISO timestamp. */
  endsAt: string;
  active: boolean;
}

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  avatarUrl?: string | null;
  /** The plan in effect now: a running trial counts. */
  plan?: Plan;
  /** Null when the account never started a trial. */
  trial?: AuthTrial | null;
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
