/** If-None-Match (weak comparison, RFC 9110 §13.1.2): true when the client's copy is current. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = stripWeak(etag);
  return header.split(',').some((candidate) => stripWeak(candidate.trim()) === ours);
}

/**
 * If-Range (RFC 9110 §13.1.5): the range applies only while the representation is unchanged.
 * An entity tag must match strongly; a date must not be older than the file's creation (to the second).
 */
export function ifRangeHolds(header: string | undefined, etag: string, createdAt: Date): boolean {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date >= Math.floor(createdAt.getTime() / 1000) * 1000;
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
