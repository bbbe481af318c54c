/** Where to go after signing in when no usable `next` is given. */
export const DEFAULT_AFTER_LOGIN = '/chat';

/**
 * `next` only when it is a path on this site: it starts with one '/' (not '//' or '/\', which
 * browsers treat as another host). Anything else goes to the default.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  return next;
}
