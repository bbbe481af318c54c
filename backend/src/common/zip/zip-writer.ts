import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipFile {
  /** Path inside the archive, `/`-separated, without a leading slash (e.g. `atelier/atelier.php`). */
  path: string;
  data: Buffer;
  /** Kept as mode 755 (run scripts), so they run straight after unzipping on Unix. */
  executable?: boolean;
}

// DOS date 1980-01-01 00:00:00, the earliest a zip can hold: timestamps never change the bytes.
const FIXED_DOS_TIME = 0x0000;
const FIXED_DOS_DATE = (0 << 9) | (1 << 5) | 1;
const VERSION_NEEDED = 20;
// Upper byte 3 = Unix, so extractors apply the permissions kept in the external attributes.
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
const UTF8_NAMES = 0x0800;
const METHOD_STORE = 0;
const METHOD_DEFLATE = 8;
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
const EXECUTABLE_ATTRIBUTES = (0o100755 << 16) >>> 0;
const DIRECTORY_ATTRIBUTES = ((0o40755 << 16) | 0x10) >>> 0;
const MAX_ENTRIES = 0xffff;
const MAX_SIZE = 0xffffffff;

interface Entry {
  name: Buffer;
  isDirectory: boolean;
  executable: boolean;
  method: number;
  crc: number;
  size: number;
  stored: Buffer;
  offset: number;
}

/**
 * A deterministic zip (no zip64, no data descriptors): entries sorted by path with their parent
 * directories, fixed timestamps and permissions, deflate at a fixed level (stored when that is not
 * smaller). The same files always give the same bytes, so the archive's hash can be its ETag.
 */
export function writeZip(files: readonly ZipFile[]): Buffer {
  const entries = planEntries(files);
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    entry.offset = offset;
    const header = localHeader(entry);
    chunks.push(header, entry.stored);
    offset += header.length + entry.stored.length;
  }
  const directoryStart = offset;
  for (const entry of entries) {
    const header = centralHeader(entry);
    chunks.push(header);
    offset += header.length;
  }
  if (offset > MAX_SIZE) throw new Error('zip too large: zip64 is not supported');
  chunks.push(endOfCentralDirectory(entries.length, offset - directoryStart, directoryStart));
  return Buffer.concat(chunks);
}

function planEntries(files: readonly ZipFile[]): Entry[] {
  const byPath = new Map<string, Buffer | null>();
  const executables = new Set<string>();
  for (const file of files) {
    const path = normalisePath(file.path);
    if (byPath.has(path)) throw new Error(`duplicate zip entry: ${path}`);
    byPath.set(path, file.data);
    if (file.executable) executables.add(path);
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      const directory = `${parts.slice(0, depth).join('/')}/`;
      if (!byPath.has(directory)) byPath.set(directory, null);
    }
  }
  if (byPath.size > MAX_ENTRIES) throw new Error('too many zip entries: zip64 is not supported');
  // Byte order, not locale order: the same on every machine.
  const paths = [...byPath.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return paths.map((path) => makeEntry(path, byPath.get(path) ?? null, executables.has(path)));
}

function normalisePath(path: string): string {
  const clean = path.replace(/\\/g, '/');
  const unsafe = clean.split('/').some((part) => part === '' || part === '.' || part === '..');
  if (unsafe) {
    throw new Error(`invalid zip entry path: ${JSON.stringify(path)}`);
  }
  return clean;
}

function makeEntry(path: string, data: Buffer | null, executable: boolean): Entry {
  const name = Buffer.from(path, 'utf8');
  if (data === null) {
    return { name, isDirectory: true, executable: false, method: METHOD_STORE, crc: 0, size: 0, stored: Buffer.alloc(0), offset: 0 };
  }
  if (data.length > MAX_SIZE) throw new Error(`zip entry too large: ${path}`);
  const deflated = deflateRawSync(data, { level: 9, memLevel: 8, windowBits: 15, strategy: 0 });
  const useDeflate = deflated.length < data.length;
  return {
    name,
    isDirectory: false,
    executable,
    method: useDeflate ? METHOD_DEFLATE : METHOD_STORE,
    crc: crc32(data) >>> 0,
    size: data.length,
    stored: useDeflate ? deflated : data,
    offset: 0,
  };
}

function localHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(FIXED_DOS_TIME, 10);
  header.writeUInt16LE(FIXED_DOS_DATE, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.stored.length, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(FIXED_DOS_TIME, 12);
  header.writeUInt16LE(FIXED_DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.stored.length, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // extra field length 30, comment length 32, disk number 34, internal attributes 36: all zero.
  const attributes = entry.isDirectory ? DIRECTORY_ATTRIBUTES : entry.executable ? EXECUTABLE_ATTRIBUTES : FILE_ATTRIBUTES;
  header.writeUInt32LE(attributes, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}
