import type { Caller } from '../../identity/http/caller.decorator';
import { SESSION_ID_PATTERN } from '../../common/session-id';
import { MovieException } from './movie.errors';

/** The header that names a visitor's browser session (accounts are known by their bearer token). */
export const SESSION_HEADER = 'X-Session-Id';

/**
 * Whose movies: an account's, or a visitor's browser session's until they sign up (then the account's).
 * `sessionId` is also set for an account that sent one: its visitor projects move over to the account.
 */
export interface MovieOwner {
  userId: string | null;
  sessionId: string | null;
}

/** The caller as an owner; a visitor must name their session, and a session that is sent must be well-formed. */
export function movieOwnerOf(caller: Caller, sessionHeader: string | undefined): MovieOwner {
  const sessionId = sessionHeader?.trim() || null;
  if (sessionId !== null && !SESSION_ID_PATTERN.test(sessionId)) throw MovieException.sessionRequired();
  if (!caller.user && !sessionId) throw MovieException.sessionRequired();
  return { userId: caller.user?.id ?? null, sessionId };
}

/** SQL condition on a table's owner columns, with the owner's user id as $1 and session id as $2. */
export const OWNED_BY = (alias: string) =>
  `((${alias}.owner_user_id = $1) OR ($1::uuid IS NULL AND ${alias}.owner_user_id IS NULL AND ${alias}.owner_session_id = $2))`;
