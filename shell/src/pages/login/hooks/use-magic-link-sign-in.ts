import { useEffect, useRef, useState } from 'react';
import type { AuthResponseDto } from '@atelier/api-types';
import { errorMessage } from '../../shared/error-message';
import { forgetMagicLink, verifyMagicLinkOnce } from '../api/verify-magic-link';

export type MagicLinkState = { status: 'none' } | { status: 'verifying' } | { status: 'failed'; message: string };

export const INVALID_MAGIC_LINK = 'This sign-in link is invalid or has expired.';

/**
 * Verifies the `?magic=` token of a mailed sign-in link once, on mount, and hands the session to
 * `onSignedIn`. The token is single-use, so the call is shared across StrictMode's second effect run.
 */
export function useMagicLinkSignIn(token: string | null, onSignedIn: (session: AuthResponseDto) => void): MagicLinkState {
  const [failure, setFailure] = useState<{ token: string; message: string } | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    verifyMagicLinkOnce(token).then(
      (session) => {
        if (!active) return;
        forgetMagicLink(token);
        onSignedInRef.current(session);
      },
      (error: unknown) => {
        if (!active) return;
        forgetMagicLink(token);
        setFailure({ token, message: errorMessage(error, INVALID_MAGIC_LINK) });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (!token) return { status: 'none' };
  if (failure?.token === token) return { status: 'failed', message: failure.message };
  return { status: 'verifying' };
}
