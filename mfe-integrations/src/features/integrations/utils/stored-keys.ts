import type { CreatedApiKeyDto } from '@atelier/api-types';
import { ownedKey } from '@atelier/runtime';

/**
 * Full keys created in this browser, per user: the server shows a key only once, yet the snippets
 * need it. Kept in localStorage under one entry per user id, owned (the runtime's ownedKey): signing out
 * drops them, so the next person at this browser never finds the account's secrets.
 */
export type StoredKey = Pick<CreatedApiKeyDto, 'id' | 'key' | 'created_at'>;

const BASE = 'atelier.integrations.keys';
/** Where they were kept before: moved to the owned entry on first read. */
const LEGACY_PREFIX = 'atelier.integrations.keys.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(store: Storage | null, userId: string): string | null {
  const raw = store?.getItem(ownedKey(BASE, userId)) ?? null;
  const legacy = raw === null ? (store?.getItem(LEGACY_PREFIX + userId) ?? null) : null;
  if (legacy === null) return raw;
  try {
    store?.setItem(ownedKey(BASE, userId), legacy);
    store?.removeItem(LEGACY_PREFIX + userId);
  } catch {
    // full: read from where it is
  }
  return legacy;
}

export function readStoredKeys(userId: string): StoredKey[] {
  const raw = readRaw(storage(), userId);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is StoredKey => !!item && typeof item.id === 'string' && typeof item.key === 'string')
      : [];
  } catch {
    return [];
  }
}

export function writeStoredKeys(userId: string, keys: StoredKey[]): void {
  const store = storage();
  if (!store) return;
  if (keys.length === 0) store.removeItem(ownedKey(BASE, userId));
  else store.setItem(ownedKey(BASE, userId), JSON.stringify(keys));
}

export function rememberKey(userId: string, key: StoredKey): void {
  writeStoredKeys(userId, [key, ...readStoredKeys(userId).filter((item) => item.id !== key.id)]);
}

export function forgetKey(userId: string, id: string): void {
  writeStoredKeys(userId, readStoredKeys(userId).filter((item) => item.id !== id));
}

/** Drops keys the server no longer lists (revoked elsewhere). */
export function keepListedKeys(userId: string, listedIds: readonly string[]): StoredKey[] {
  const listed = new Set(listedIds);
  const kept = readStoredKeys(userId).filter((item) => listed.has(item.id));
  writeStoredKeys(userId, kept);
  return kept;
}
