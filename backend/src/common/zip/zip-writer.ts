import { crc32, deflateRawSync } from 'node:zlib';
import {
  DIRECTORY_ATTRIBUTES,
  EXECUTABLE_ATTRIBUTES,
  FILE_ATTRIBUTES,
  FIXED_DOS_DATE_TIME,
  MAX_ENTRIES,
  MAX_SIZE,
  METHOD_DEFLATE,
  METHOD_STORE,
  type ZipRecord,
  centralHeader,
  endOfCentralDirectory,
  entryName,
  localHeader,
} from './zip-records';

export interface ZipFile {
  /** Path inside the archive, `/`-separated, without a leading slash (e.g. `atelier/atelier.php`). */
  path: string;
  data: Buffer;
  /** Kept as mode 755 (run scripts), so they run straight after unzipping on Unix. */
  executable?: boolean;
}

interface Entry extends ZipRecord {
  stored: Buffer;
}

/**
 * A deterministic zip, built in memory: entries sorted by path with their parent directories, fixed
 * timestamps and permissions, deflate at a fixed level (stored when that is not smaller). The same files
 * always give the same bytes, so the archive's hash can be its ETag.
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
  const directory = entries.map(centralHeader);
  const directorySize = directory.reduce((sum, header) => sum + header.length, 0);
  return Buffer.concat([...chunks, ...directory, endOfCentralDirectory(entries.length, directorySize, offset)]);
}

function planEntries(files: readonly ZipFile[]): Entry[] {
  const byPath = new Map<string, Buffer | null>();
  const executables = new Set<string>();
  for (const file of files) {
    const path = entryName(file.path);
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

function makeEntry(path: string, data: Buffer | null, executable: boolean): Entry {
  const name = Buffer.from(path, 'utf8');
  const fixed = { name, offset: 0, ...FIXED_DOS_DATE_TIME };
  if (data === null) {
    return { ...fixed, method: METHOD_STORE, crc: 0, size: 0, storedSize: 0, stored: Buffer.alloc(0), attributes: DIRECTORY_ATTRIBUTES };
  }
  if (data.length > MAX_SIZE) throw new Error(`zip entry too large: ${path}`);
  const deflated = deflateRawSync(data, { level: 9, memLevel: 8, windowBits: 15, strategy: 0 });
  const stored = deflated.length < data.length ? deflated : data;
  return {
    ...fixed,
    method: stored === deflated ? METHOD_DEFLATE : METHOD_STORE,
    crc: crc32(data) >>> 0,
    size: data.length,
    storedSize: stored.length,
    stored,
    attributes: executable ? EXECUTABLE_ATTRIBUTES : FILE_ATTRIBUTES,
  };
}
