import { NEXT_PATH_MAX_LENGTH } from '../identity.constants';

/**
 * A page of this site to return to after signing in, or undefined. Only plain same-site paths:
 * "//evil.example" and "/\evil.example" would be read by browsers as another host.
 */
export function safeNextPath(next: string | undefined): string | undefined {
  if (!next || next.length > NEXT_PATH_MAX_LENGTH) return undefined;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  // Control characters (tab, newline…) are dropped by URL parsers and could rebuild a "//" prefix.
  if (/[\u0000-\u001f\u007f]/.test(next)) return undefined;
  return next;
}

/** `${PUBLIC_APP_URL}/login?magic=<token>[&next=<path>]`: the Login screen verifies the token. */
export function magicLinkUrl(publicAppUrl: string, token: string, next?: string): string {
  const url = new URL(`${publicAppUrl}/login`);
  url.searchParams.set('magic', token);
  const path = safeNextPath(next);
  if (path) url.searchParams.set('next', path);
  return url.toString();
}

/** When a link made at `now` stops working. */
export function magicLinkExpiresAt(now: Date, ttlMinutes: number): Date {
  return new Date(now.getTime() + ttlMinutes * 60_000);
}

