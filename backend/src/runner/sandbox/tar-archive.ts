export interface TarEntry {
  path: string;
  data: Buffer;
  /** Unix permission bits (default 0o644). */
  mode?: number;
}

const BLOCK = 512;

/**
 * A POSIX (ustar) archive in memory, with a pax header for paths ustar cannot hold (over 100 bytes
 * without a fitting prefix split). The runner pipes it into `tar -x` inside the sandbox, so project
 * files reach the sandbox's private tmpfs without any host folder the app could write to.
 */
export function writeTar(entries: readonly TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const split = splitUstarName(entry.path);
    if (!split) blocks.push(...paxRecord(entry.path));
    const header = headerBlock({
      name: split?.name ?? Buffer.from(`pax-long-name-${blocks.length}`),
      prefix: split?.prefix ?? Buffer.alloc(0),
      size: entry.data.length,
      mode: entry.mode ?? 0o644,
      type: '0',
    });
    blocks.push(header, padded(entry.data));
  }
  blocks.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(blocks);
}

/** ustar keeps up to 155 bytes of directories in `prefix` and 100 bytes in `name`, split at a slash. */
function splitUstarName(path: string): { name: Buffer; prefix: Buffer } | null {
  const bytes = Buffer.from(path, 'utf8');
  if (bytes.length <= 100) return { name: bytes, prefix: Buffer.alloc(0) };
  for (let index = path.indexOf('/'); index !== -1; index = path.indexOf('/', index + 1)) {
    const prefix = Buffer.from(path.slice(0, index), 'utf8');
    const name = Buffer.from(path.slice(index + 1), 'utf8');
    if (prefix.length <= 155 && name.length <= 100 && name.length > 0) return { name, prefix };
  }
  return null;
}

function paxRecord(path: string): Buffer[] {
  // A record is "<length> path=<value>\n", where <length> counts its own digits.
  const body = ` path=${path}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  const data = Buffer.from(`${length}${body}`, 'utf8');
  return [headerBlock({ name: Buffer.from('PaxHeader'), prefix: Buffer.alloc(0), size: data.length, mode: 0o644, type: 'x' }), padded(data)];
}

function headerBlock(fields: { name: Buffer; prefix: Buffer; size: number; mode: number; type: string }): Buffer {
  const header = Buffer.alloc(BLOCK);
  fields.name.copy(header, 0, 0, 100);
  octal(header, 100, 8, fields.mode);
  octal(header, 108, 8, 0); // uid
  octal(header, 116, 8, 0); // gid
  octal(header, 124, 12, fields.size);
  octal(header, 136, 12, 0); // mtime: fixed, so the same files give the same bytes
  header.fill(' ', 148, 156); // checksum counts as spaces while it is computed
  header.write(fields.type, 156, 'ascii');
  header.write('ustar\u000000', 257, 'binary');
  fields.prefix.copy(header, 345, 0, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'binary');
  return header;
}

function octal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, 'ascii');
}

function padded(data: Buffer): Buffer {
  const rest = data.length % BLOCK;
  return rest ? Buffer.concat([data, Buffer.alloc(BLOCK - rest)]) : data;
}
