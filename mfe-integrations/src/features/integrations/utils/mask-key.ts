const LEADING = 12;
const TRAILING = 4;

/** Key display (spec 001 §9): the first 12 characters, an ellipsis, the last 4. */
export function maskKey(key: string): string {
  if (key.length <= LEADING + TRAILING) return key;
  return `${key.slice(0, LEADING)}…${key.slice(-TRAILING)}`;
}
