import { getSessionId, useAuth } from '@atelier/runtime';

export interface MovieOwner {
  /** Cache key part: the account's id, or 'visitor'. */
  key: string;
  /** Visitors follow their jobs with their session id; accounts with their token. */
  jobSessionId: string | undefined;
  signedIn: boolean;
}

export function useMovieOwner(): MovieOwner {
  const { user, isAuthenticated } = useAuth();
  const signedIn = isAuthenticated && !!user;
  return { key: signedIn && user ? user.id : 'visitor', jobSessionId: signedIn ? undefined : getSessionId(), signedIn };
}
