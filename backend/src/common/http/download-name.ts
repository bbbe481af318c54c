/** Characters no file system (Windows' being the strictest) takes in a name, and controls. */
const FORBIDDEN = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
/** Names Windows keeps for devices, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
export const MAX_FILE_NAME_LENGTH = 120;

/**
 * A title made safe as a file name on every system: forbidden characters become a space, runs of spaces
 * one, no leading or trailing dots or spaces (Windows drops them), at most 120 characters (room for a
 * suffix under the usual 255-byte limit), never empty or a device name.
 */
export function safeFileName(title: string | null | undefined, fallback: string): string {
  const cleaned = (title ?? '')
    .normalize('NFC')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = [...cleaned].slice(0, MAX_FILE_NAME_LENGTH).join('').replace(/[\s.]+$/, '');
  if (!cut || RESERVED.test(cut)) return fallback;
  return cut;
}

/** RFC 8187 `value-chars`: everything outside attr-char percent-encoded as UTF-8. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` naming the file (RFC 6266): `attachment` downloads, `inline` plays in the tab;
 * `filename*` carries the exact UTF-8 name (an en dash, accents), `filename` an ASCII stand-in for the few
 * clients that ignore `filename*`. The one place every area names a file it serves (movie and music exports).
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = safeFileName(fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e]/g, '_'), 'download');
  return `${disposition}; filename="${ascii.replace(/["\\]/g, '_')}"; filename*=UTF-8''${extendedValue(fileName)}`;
}
