import { apiFetch, type AuthResponse } from '@atelier/runtime';

/** Verifications under way, by link token: the token is single-use, so a remount must not send it again. */
const pending = new Map<string, Promise<AuthResponse>>();

/** POST /api/auth/magic-link/verify; 400 INVALID_MAGIC_LINK when used, expired or unknown. */
export function verifyMagicLink(token: string): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/auth/magic-link/verify', { method: 'POST', body: { token }, anonymous: true });
}

/**
 * Sends a link token at most once while its answer is awaited: React StrictMode (and any remount)
 * runs the mount effect again, and the second run gets the first call's promise. Whoever uses the
 * answer calls `forgetMagicLink` so that a later visit of the same link asks again.
 */
export function verifyMagicLinkOnce(token: string): Promise<AuthResponse> {
  let call = pending.get(token);
  if (!call) {
    call = verifyMagicLink(token);
    pending.set(token, call);
  }
  return call;
}

export function forgetMagicLink(token: string): void {
  pending.delete(token);
}
