import type { ApiKeyDto } from '@atelier/api-types';
import type { StoredKey } from './stored-keys';

export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The newest full key created in this browser that the server still lists, else the placeholder. */
export function snippetKey(listed: readonly ApiKeyDto[], stored: readonly StoredKey[]): string {
  const listedIds = new Set(listed.map((item) => item.id));
  const newest = stored
    .filter((item) => listedIds.has(item.id))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
  return newest?.key ?? KEY_PLACEHOLDER;
}
