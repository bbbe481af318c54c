import { randomId, type AuthUser } from '@atelier/runtime';

/** Where to go after signing in when no usable `next` is given. */
export const DEFAULT_AFTER_LOGIN = '/chat';

/** Spec 000 §3: a locally built user — email, name = the part before the @, a random 9-character id. */
export function buildLocalUser(email: string, name?: string): AuthUser {
  const trimmed = email.trim();
  const displayName = name?.trim() || trimmed.split('@')[0];
  return { id: randomId(9), email: trimmed, name: displayName };
}

/**
 * `next` only when it is a path on this site: it starts with one '/' (not '//' or '/\', which
 * browsers treat as another host). Anything else goes to the default.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  return next;
}
