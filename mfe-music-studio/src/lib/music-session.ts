import { SESSION_ID_HEADER, getSessionId } from '@atelier/runtime';

/**
 * Every music call names the site's one visitor id (spec 000 §3's session id, which the API client sends
 * too): a visitor's projects are theirs, and move to the account at sign-in.
 */
export function musicHeaders(): Record<string, string> {
  return { [SESSION_ID_HEADER]: getSessionId() };
}
