import { getSessionId, randomId } from '@atelier/runtime';

export const MOVIE_SESSION_KEY = 'movie_session_id';
const VALID = /^[a-z0-9]{24}$/;

/**
 * This browser's visitor session for Movie Studio, kept across reloads: a visitor's movies belong to
 * it until they sign up, and it is sent signed in too, so the server can move them to the account.
 * Longer than the spec's 9-character page session: it is what guards a visitor's movies.
 * Without storage (private mode, blocked) it falls back to the per-page-load id.
 */
export function getMovieSessionId(): string {
  try {
    const stored = localStorage.getItem(MOVIE_SESSION_KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = randomId(24);
    localStorage.setItem(MOVIE_SESSION_KEY, id);
    return id;
  } catch {
    return getSessionId();
  }
}

/** Headers every Movie Studio call carries. */
export function movieHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'X-Session-Id': getMovieSessionId(), ...extra };
}
