/**
 * FNV-1a (32-bit) over the UTF-16 code units, as 8 hex digits: the studio sends it with every file
 * operation so the browser, which has no synchronous SHA in every context, can check that the file it
 * assembled from chunks or a patch is the one the server holds. Not a security measure.
 */
export function contentChecksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
