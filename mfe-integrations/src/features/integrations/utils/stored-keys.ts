import type { CreatedApiKeyDto } from '@atelier/api-types';

/**
 * Full keys created in this browser, per user: the server shows a key only once, yet the snippets
 * need it. Kept in localStorage under one entry per user id.
 */
export type StoredKey = Pick<CreatedApiKeyDto, 'id' | 'key' | 'created_at'>;

const PREFIX = 'atelier.integrations.keys.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredKeys(userId: string): StoredKey[] {
  const raw = storage()?.getItem(PREFIX + userId);
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
  if (keys.length === 0) store.removeItem(PREFIX + userId);
  else store.setItem(PREFIX + userId, JSON.stringify(keys));
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
