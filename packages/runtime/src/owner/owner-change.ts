import { authStore } from '../auth/auth-store';
import type { AuthSnapshot } from '../auth/auth-types';
import { queryClient } from '../query/query-client';
import { dropIfOtherAccounts, dropOtherAccountsEntries, moveOwnedEntries } from './owned-storage';

/** The owner of a signed-out browser's work: its visitor id's, until it signs up or in. */
export const VISITOR_OWNER = 'visitor';

export interface OwnerChange {
  /** The account id, or 'visitor', whose state the page held until now. */
  previous: string;
  next: string;
}

type Listener = (change: OwnerChange) => void;

const listeners = new Set<Listener>();
let current: string | null = null;
let generation = 0;

export function ownerKeyOf(snapshot: AuthSnapshot): string {
  return snapshot.isAuthenticated && snapshot.user ? snapshot.user.id : VISITOR_OWNER;
}

/** Whose work the page shows now: the account's id, or 'visitor'. Remotes key their state by it. */
export function getOwnerKey(): string {
  current ??= ownerKeyOf(authStore.getSnapshot());
  return current;
}

/**
 * Called on every change of owner: sign-in, sign-out (also a 401's), account A to B, and the same in
 * another tab (the auth store follows it). By then the runtime has already dropped the previous owner's
 * cached answers and stored entries (see owned-storage); a remote drops what it holds in memory.
 */
export function onOwnerChange(listener: Listener): () => void {
  getOwnerKey();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Bumped when an account's state must go (sign-out, A to B), not when a visitor signs in: their work
 * moved to the account with them, so what is on screen stays.
 */
export function getOwnerGeneration(): number {
  return generation;
}

function follow(): void {
  const previous = getOwnerKey();
  const next = ownerKeyOf(authStore.getSnapshot());
  if (next === previous) return;
  current = next;
  if (previous !== VISITOR_OWNER) generation += 1;
  // Nothing fetched for one owner may show for the next: every cached answer goes.
  queryClient.clear();
  moveOwnedEntries(previous, next);
  listeners.forEach((listener) => listener({ previous, next }));
}

// One subscription for the page (this module is a Module Federation singleton), whether or not a remote listens.
authStore.subscribe(follow);

/**
 * Entries of an account that is not the page's owner go, when the page loads and whenever another page of this
 * browser writes one: a page that saved for account A just before A signed out in the next page would otherwise
 * leave A's entry behind, its write reaching the next page after the sign-out cleared A's (owned-storage.ts).
 */
function dropLeftovers(): void {
  dropOtherAccountsEntries(getOwnerKey(), VISITOR_OWNER);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.newValue === null) return;
    // An account's sign-in in another tab comes first (its auth entries were written before its owned ones).
    dropIfOtherAccounts(event.key, getOwnerKey(), VISITOR_OWNER);
  });
}
if (typeof window !== 'undefined') dropLeftovers();
