import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  /** Unix mode, from the upper half of the external attributes. */
  mode: number;
  dosTime: number;
  dosDate: number;
  data: Buffer;
}

/**
 * The entries of an archive, read the way extractors (and WordPress) read it: from the end record,
 * through the central directory, to each entry's data. Fails on a CRC that does not match the data.
 */
export function readZipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory record');
  let offset = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`no central directory entry at ${offset}`);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const storedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + storedSize);
    const data = method === 8 ? inflateRawSync(stored) : Buffer.from(stored);
    if ((crc32(data) >>> 0) !== crc) throw new Error(`CRC mismatch in ${name}`);
    entries.push({ name, method, crc, mode: zip.readUInt32LE(offset + 38) >>> 16, dosTime: zip.readUInt16LE(offset + 12), dosDate: zip.readUInt16LE(offset + 14), data });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

/** name → content. */
export const unzip = (zip: Buffer): Map<string, Buffer> => new Map(readZipEntries(zip).map((entry) => [entry.name, entry.data]));
