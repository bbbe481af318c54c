export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** `null` = serve the whole file (no header, another unit, several ranges, or syntax we ignore per RFC 9110). */
export type RangeRequest = ByteRange | 'unsatisfiable' | null;

const SINGLE_RANGE = /^bytes=\s*(\d*)-(\d*)\s*$/i;

/**
 * One `bytes=` range of RFC 9110 §14.1.2. Several ranges would need multipart/byteranges, which no media
 * player asks for; answering them with the whole file is what the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return null;
  const match = SINGLE_RANGE.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}
