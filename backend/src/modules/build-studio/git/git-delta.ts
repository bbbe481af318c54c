import { GitFormatError } from './git-objects';

/** A little-endian base-128 size at `at`: its value and where it ends. */
function readSize(delta: Buffer, at: number): [number, number] {
  let value = 0;
  let shift = 0;
  let byte: number;
  do {
    if (at >= delta.length || shift > 35) throw new GitFormatError('A delta is cut short.');
    byte = delta[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/**
 * Applies a git delta (pack-format.txt "Deltified representation") to its base: copy instructions take a range of
 * the base, insert instructions bytes of the delta. Every size and range is checked against what it claims.
 */
export function applyDelta(base: Buffer, delta: Buffer): Buffer {
  const [baseSize, afterBase] = readSize(delta, 0);
  if (baseSize !== base.length) throw new GitFormatError('A delta does not fit its base object.');
  const [resultSize, afterSizes] = readSize(delta, afterBase);
  let at = afterSizes;
  const result = Buffer.alloc(resultSize);
  let written = 0;
  while (at < delta.length) {
    const op = delta[at++];
    if (op & 0x80) {
      let offset = 0;
      let size = 0;
      for (let bit = 0; bit < 4; bit++) if (op & (1 << bit)) offset += (delta[at++] ?? 0) * 2 ** (8 * bit);
      for (let bit = 0; bit < 3; bit++) if (op & (0x10 << bit)) size += (delta[at++] ?? 0) * 2 ** (8 * bit);
      if (size === 0) size = 0x10000;
      if (at > delta.length || offset + size > base.length || written + size > resultSize) throw new GitFormatError('A delta copies outside its objects.');
      base.copy(result, written, offset, offset + size);
      written += size;
    } else if (op > 0) {
      if (at + op > delta.length || written + op > resultSize) throw new GitFormatError('A delta inserts past its end.');
      delta.copy(result, written, at, at + op);
      written += op;
      at += op;
    } else {
      throw new GitFormatError('A delta holds a reserved instruction.');
    }
  }
  if (written !== resultSize) throw new GitFormatError('A delta gives a different size than it declares.');
  return result;
}
