import { apiFetch } from '@atelier/runtime';
import type { AuthResponseDto, MagicLinkVerifyDto } from '@atelier/api-types';

/** Verifications under way, by link token: the token is single-use, so a remount must not send it again. */
const pending = new Map<string, Promise<AuthResponseDto>>();

/** POST /api/auth/magic-link/verify; 400 INVALID_MAGIC_LINK when used, expired or unknown. */
export function verifyMagicLink(token: string): Promise<AuthResponseDto> {
  const body: MagicLinkVerifyDto = { token };
  return apiFetch<AuthResponseDto>('/auth/magic-link/verify', { method: 'POST', body, anonymous: true });
}

/**
 * Sends a link token at most once while its answer is awaited: React StrictMode (and any remount)
 * runs the mount effect again, and the second run gets the first call's promise. Whoever uses the
 * answer calls `forgetMagicLink` so that a later visit of the same link asks again.
 */
export function verifyMagicLinkOnce(token: string): Promise<AuthResponseDto> {
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
