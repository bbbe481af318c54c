import { SESSION_ID_PATTERN } from '../../common/session-id';
import type { Caller } from '../../identity/http/caller.decorator';
import { MusicException } from './music.errors';
import type { ProjectOwner } from './projects/music-project';

/** The header that names a visitor's browser session (accounts are known by their bearer token). */
export const SESSION_HEADER = 'X-Session-Id';

/**
 * Whose projects: an account's, or a visitor's browser session's until they sign in (then the account's).
 * A visitor must name their session; one that is sent must be well-formed.
 */
export function musicOwnerOf(caller: Caller, sessionHeader: string | undefined): ProjectOwner {
  const sessionId = sessionHeader?.trim() || null;
  if (sessionId !== null && !SESSION_ID_PATTERN.test(sessionId)) throw MusicException.sessionRequired();
  if (!caller.user && !sessionId) throw MusicException.sessionRequired();
  return { userId: caller.user?.id ?? null, sessionId };
}
