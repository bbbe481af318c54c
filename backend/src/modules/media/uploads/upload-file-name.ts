import * as path from 'node:path';

const MAX_NAME_CHARACTERS = 200;

/**
 * The name to show back ("Image context attached: {filename}"). busboy reads the header as latin1, while
 * browsers send UTF-8, so the bytes are re-read as UTF-8 when they form valid UTF-8.
 */
export function uploadFileName(original: string | undefined, fallback: string): string {
  if (!original) return fallback;
  const bytes = Buffer.from(original, 'latin1');
  const utf8 = bytes.toString('utf8');
  const decoded = Buffer.from(utf8, 'utf8').equals(bytes) ? utf8 : original;
  // Only the last path segment, without control characters: a name is text, never a path.
  const name = path.posix.basename(decoded.replace(/\\/g, '/')).replace(/[\p{Cc}]/gu, '').trim();
  return [...name].slice(0, MAX_NAME_CHARACTERS).join('') || fallback;
}
