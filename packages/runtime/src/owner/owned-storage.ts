// A cycle with owner-change.ts, which moves entries through this module: each only calls the other at run time.
import { getOwnerKey } from './owner-change';

const SEPARATOR = '@owner:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The localStorage key of `base` for an owner (an account id, or 'visitor'). */
export function ownedKey(base: string, owner: string): string {
  return `${base}${SEPARATOR}${owner}`;
}

export function readOwned(base: string, owner: string): string | null {
  return storage()?.getItem(ownedKey(base, owner)) ?? null;
}

/**
 * Stores `value` for `owner`. A write for an owner who is no longer the page's (an answer that arrived after
 * a sign-out or a switch of account, written by a screen that captured the old owner) is dropped: it would
 * leave that account's work in the browser for the next person, after the change of owner cleared it.
 */
export function writeOwned(base: string, owner: string, value: string | null): void {
  if (value !== null && owner !== getOwnerKey()) return;
  try {
    const store = storage();
    if (value === null) store?.removeItem(ownedKey(base, owner));
    else store?.setItem(ownedKey(base, owner), value);
  } catch {
    // Full or blocked: the value lasts for this page only.
  }
}

/** Every key of the store, copied first: removing entries while walking the store would skip some. */
function keysOf(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** The owner (an account id, or 'visitor') an owned key belongs to; null for a key that is not owned. */
export function ownerOfKey(key: string): string | null {
  const at = key.lastIndexOf(SEPARATOR);
  return at < 0 ? null : key.slice(at + SEPARATOR.length);
}

/**
 * Drops the entry at `key` when it belongs to an account other than `owner`. One account at a time is
 * signed in per browser, so such an entry is a leftover: a write another page of this browser made just
 * before that account signed out here, which reached this page after the sign-out had cleared its entries
 * (each page keeps its own copy of the storage, and another page's changes arrive later, as `storage` events).
 */
export function dropIfOtherAccounts(key: string, owner: string, visitor: string): void {
  const keyOwner = ownerOfKey(key);
  if (keyOwner === null || keyOwner === owner || keyOwner === visitor) return;
  try {
    storage()?.removeItem(key);
  } catch {
    // blocked: nothing was stored either
  }
}

/** `dropIfOtherAccounts` for every entry of this browser: what a page finds when it loads. */
export function dropOtherAccountsEntries(owner: string, visitor: string): void {
  const store = storage();
  if (store) for (const key of keysOf(store)) dropIfOtherAccounts(key, owner, visitor);
}

/**
 * A change of owner, for every owned entry in this browser, loaded remote or not: a visitor's become the
 * account's that signed in (the server moved their work there too) unless it has its own; an account's
 * are dropped, so the next person at this browser finds nothing of theirs.
 */
export function moveOwnedEntries(previous: string, next: string): void {
  const store = storage();
  if (!store) return;
  const suffix = SEPARATOR + previous;
  for (const key of keysOf(store).filter((stored) => stored.endsWith(suffix))) {
    const base = key.slice(0, -suffix.length);
    const value = store.getItem(key);
    if (previous === 'visitor' && value !== null && store.getItem(ownedKey(base, next)) === null) {
      try {
        store.setItem(ownedKey(base, next), value);
      } catch {
        // full: the account starts without it
      }
    }
    store.removeItem(key);
  }
}
