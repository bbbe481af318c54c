import { getSessionId, useAuth } from '@atelier/runtime';

/** Whose projects the studio shows: the signed-in account's, or this browser's visitor's. */
export function useOwner(): string {
  const { user } = useAuth();
  return user ? `user:${user.id}` : `visitor:${getSessionId()}`;
}
