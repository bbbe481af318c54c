import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { authStore } from './auth-store';
import type { AuthContextValue } from './auth-types';
import { checkSession } from './session-check';

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => authStore.handleStorageEvent(event.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Confirm a stored session with the server in the background; rendering does not wait for it.
  useEffect(() => {
    void checkSession();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      login: (user, token) => authStore.login(user, token ?? null),
      logout: () => authStore.logout(),
      updateUser: (patch) => authStore.updateUser(patch),
    }),
    [snapshot],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth must be used within an AuthProvider. Wrap the app (or the remote\'s standalone bootstrap) in <AuthProvider>.');
  }
  return value;
}
