/**
 * Why this browser was signed out without asking, kept for the sign-in page (which may be reached
 * after a redirect or a reload). Session storage: it concerns this tab's visit only.
 */
const NOTICE_KEY = 'auth_signed_out_reason';

export type SignOutReason = 'revoked';

/** The text the sign-in page shows for each reason. */
export const SIGN_OUT_NOTICES: Readonly<Record<SignOutReason, string>> = {
  revoked: 'You were signed out from another device',
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberSignOutReason(reason: SignOutReason): void {
  storage()?.setItem(NOTICE_KEY, reason);
}

/** The notice to show, if this tab was signed out by the server; null otherwise. */
export function signOutNotice(): string | null {
  const reason = storage()?.getItem(NOTICE_KEY);
  return reason && reason in SIGN_OUT_NOTICES ? SIGN_OUT_NOTICES[reason as SignOutReason] : null;
}

/** Shown once: cleared when the person signs in again. */
export function clearSignOutNotice(): void {
  storage()?.removeItem(NOTICE_KEY);
}
