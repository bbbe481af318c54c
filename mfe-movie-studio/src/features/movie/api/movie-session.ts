import { SESSION_ID_HEADER, getSessionId } from '@atelier/runtime';

/**
 * Headers every Movie Studio call carries: the site's one visitor id (spec 000 §3's session id, which the
 * API client sends too), so a visitor's movies are theirs and move to the account at sign-in.
 */
export function movieHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { [SESSION_ID_HEADER]: getSessionId(), ...extra };
}
