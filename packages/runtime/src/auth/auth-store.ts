import { hasStaleStoredAuth, readStoredAuth, writeStoredAuth, AUTH_STATE_KEY, USER_DATA_KEY, AUTH_TOKEN_KEY } from './auth-storage';
import type { AuthSnapshot, AuthUser } from './auth-types';
import { clearSignOutNotice } from './sign-out-notice';

type Listener = () => void;

const SIGNED_OUT: AuthSnapshot = { isAuthenticated: false, user: null, token: null };

/**
 * The one sign-in state of the page. It lives in this module, which Module Federation shares as a
 * singleton, so the shell and every remote read the same instance.
 */
class AuthStore {
  private snapshot: AuthSnapshot = SIGNED_OUT;
  private readonly listeners = new Set<Listener>();
  private restored = false;

  getSnapshot = (): AuthSnapshot => {
    if (!this.restored) this.restore();
    return this.snapshot;
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the stored sign-in (page load); leftovers that do not make a sign-in are removed. */
  restore(): void {
    if (hasStaleStoredAuth()) writeStoredAuth(null);
    this.load();
  }

  login(user: AuthUser, token: string | null = null): void {
    // A sign-in answers any "you were signed out" notice.
    if (!this.snapshot.isAuthenticated) clearSignOutNotice();
    writeStoredAuth({ user, token });
    this.set({ isAuthenticated: true, user, token });
  }

  logout(): void {
    writeStoredAuth(null);
    this.set(SIGNED_OUT);
  }

  updateUser(patch: Partial<AuthUser>): void {
    const current = this.getSnapshot();
    if (!current.user) return;
    this.login({ ...current.user, ...patch }, current.token);
  }

  /** Another tab signed in or out: follow it. */
  handleStorageEvent(key: string | null): void {
    if (key !== null && key !== AUTH_STATE_KEY && key !== USER_DATA_KEY && key !== AUTH_TOKEN_KEY) return;
    // No clean-up here: the other tab may still be writing its values.
    this.load();
    this.emit();
  }

  private load(): void {
    this.restored = true;
    const stored = readStoredAuth();
    this.snapshot = stored ? { isAuthenticated: true, user: stored.user, token: stored.token } : SIGNED_OUT;
  }

  private set(next: AuthSnapshot): void {
    this.restored = true;
    this.snapshot = next;
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}

export const authStore = new AuthStore();
