import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { GitObject, GitObjectType } from './git-objects';

/** Pack type numbers (pack-format.txt); 6 and 7 are the deltas the reader also takes. */
export const PACK_TYPES: Readonly<Record<GitObjectType, number>> = { commit: 1, tree: 2, blob: 3, tag: 4 };

/** An object's header: its type and inflated size, four bits of size in the first byte, seven in each next. */
function objectHeader(type: number, size: number): Buffer {
  const bytes: number[] = [];
  let byte = (type << 4) | (size & 0x0f);
  let rest = Math.floor(size / 16);
  while (rest > 0) {
    bytes.push(byte | 0x80);
    byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
  }
  bytes.push(byte);
  return Buffer.from(bytes);
}

/**
 * A version 2 pack of whole (undeltified) objects in the order given, with its SHA-1 trailer. Deflate at a
 * fixed level makes the same objects give the same bytes.
 */
export function writePack(objects: readonly GitObject[]): Buffer {
  const header = Buffer.alloc(12);
  header.write('PACK', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(objects.length, 8);
  const parts: Buffer[] = [header];
  for (const object of objects) parts.push(objectHeader(PACK_TYPES[object.type], object.data.length), deflateSync(object.data, { level: 6 }));
  const body = Buffer.concat(parts);
  return Buffer.concat([body, createHash('sha1').update(body).digest()]);
}
