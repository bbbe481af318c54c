/**
 * FNV-1a (32-bit) over UTF-16 code units, as 8 hex digits: the checksum the server sends with every
 * file operation (backend/src/engines/code/content-checksum.ts), so the studio can tell that the file it
 * assembled is the one the server holds.
 */
export function contentChecksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
