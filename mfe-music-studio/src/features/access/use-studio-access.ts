import { useCallback, useRef, useState } from 'react';
import { ApiError, useAuth } from '@atelier/runtime';

export type AccessGate = { kind: 'sign-in' } | { kind: 'plan'; message: string | null };

/**
 * Whether the caller may render (Pro and up, a trial included) and the offer to show when not. Known
 * ahead from the signed-in user's plan, and confirmed by the server's 401 SIGN_IN_REQUIRED / 403
 * PLAN_REQUIRED, whichever comes first; the blocked action is kept to run once access is granted.
 */
export function useStudioAccess() {
  const { isAuthenticated, user } = useAuth();
  const [gate, setGate] = useState<AccessGate | null>(null);
  const pending = useRef<(() => void) | null>(null);

  /** Runs `action` now if the caller has access; otherwise opens the offer and keeps it for later. */
  const withAccess = useCallback(
    (action: () => void) => {
      if (!isAuthenticated) {
        pending.current = action;
        setGate({ kind: 'sign-in' });
        return;
      }
      if (user?.plan === 'free') {
        pending.current = action;
        setGate({ kind: 'plan', message: null });
        return;
      }
      action();
    },
    [isAuthenticated, user?.plan],
  );

  /** True when `error` was the server refusing access: the offer is shown instead of an error. */
  const handleRefusal = useCallback((error: unknown, retry: () => void): boolean => {
    if (!(error instanceof ApiError)) return false;
    if (error.code === 'SIGN_IN_REQUIRED') {
      pending.current = retry;
      setGate({ kind: 'sign-in' });
      return true;
    }
    if (error.code === 'PLAN_REQUIRED') {
      pending.current = retry;
      setGate({ kind: 'plan', message: error.message });
      return true;
    }
    return false;
  }, []);

  const close = useCallback(() => setGate(null), []);
  const granted = useCallback(() => {
    const action = pending.current;
    pending.current = null;
    action?.();
  }, []);

  return { gate, withAccess, handleRefusal, close, granted };
}
