// The records of a zip archive (PKWARE APPNOTE 4.3), written by both of the backend's zip writers: the
// in-memory one (zip-writer.ts) and the one that streams to disk (zip-file-writer.ts). No zip64 and no
// data descriptors: sizes and CRCs are known before each entry is written.

export const METHOD_STORE = 0;
export const METHOD_DEFLATE = 8;
export const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
export const EXECUTABLE_ATTRIBUTES = (0o100755 << 16) >>> 0;
export const DIRECTORY_ATTRIBUTES = ((0o40755 << 16) | 0x10) >>> 0;
export const MAX_ENTRIES = 0xffff;
export const MAX_SIZE = 0xffffffff;

const VERSION_NEEDED = 20;
// Upper byte 3 = Unix, so extractors apply the permissions kept in the external attributes.
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
const UTF8_NAMES = 0x0800;

/** An entry as its two headers describe it. */
export interface ZipRecord {
  name: Buffer;
  method: number;
  crc: number;
  /** Bytes as stored (deflated or not). */
  storedSize: number;
  /** Bytes once extracted. */
  size: number;
  /** Where its local header starts. */
  offset: number;
  dosTime: number;
  dosDate: number;
  /** External attributes: the Unix mode in the upper 16 bits. */
  attributes: number;
}

/** MS-DOS date and time fields of `date` (local time, two-second resolution), as zip headers keep them. */
export function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    dosTime: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    dosDate: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** DOS date 1980-01-01 00:00:00, the earliest a zip can hold: timestamps that never change the bytes. */
export const FIXED_DOS_DATE_TIME = { dosTime: 0, dosDate: (0 << 9) | (1 << 5) | 1 };

/**
 * An entry name as extractors get it: `/`-separated, relative, with no empty, `.` or `..` part, so
 * nothing unpacks outside the folder it is unpacked into.
 */
export function entryName(path: string): string {
  const clean = path.replace(/\\/g, '/');
  if (clean.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`invalid zip entry path: ${JSON.stringify(path)}`);
  }
  return clean;
}

/** The run of fields both headers hold in the same order, from "version needed" to the name's length (APPNOTE 4.3.7, 4.3.12). */
function writeSharedFields(header: Buffer, record: ZipRecord, at: number): void {
  header.writeUInt16LE(VERSION_NEEDED, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(record.method, at + 4);
  header.writeUInt16LE(record.dosTime, at + 6);
  header.writeUInt16LE(record.dosDate, at + 8);
  header.writeUInt32LE(record.crc, at + 10);
  header.writeUInt32LE(record.storedSize, at + 14);
  header.writeUInt32LE(record.size, at + 18);
  header.writeUInt16LE(record.name.length, at + 22);
}

export function localHeader(record: ZipRecord): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  writeSharedFields(header, record, 4);
  // extra field length 28: zero.
  return Buffer.concat([header, record.name]);
}

export function centralHeader(record: ZipRecord): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  writeSharedFields(header, record, 6);
  // extra field length 30, comment length 32, disk number 34, internal attributes 36: all zero.
  header.writeUInt32LE(record.attributes, 38);
  header.writeUInt32LE(record.offset, 42);
  return Buffer.concat([header, record.name]);
}

/** The end record: `count` entries whose central directory of `size` bytes starts at `offset`. */
export function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  if (offset + size > MAX_SIZE) throw new Error('zip too large: zip64 is not supported');
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}
