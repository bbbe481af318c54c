import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

const VERSION = 20;
const UTF8_NAMES = 0x0800;
const METHOD_STORE = 0;
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
const MAX_SIZE = 0xffffffff;

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time fields of `date` (local time, two-second resolution), as zip headers keep them. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A zip written straight to disk, entries stored as they are: audio does not compress (WAV by a few per
 * cent, MP3 not at all), and storing lets an export of hundreds of megabytes stream through without
 * being held in memory or spending seconds in deflate. No zip64: an 8-minute export is far below 4 GB.
 */
export class ZipFileWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosDateTime(new Date());

  private constructor(private readonly handle: FileHandle) {}

  static async create(path: string): Promise<ZipFileWriter> {
    return new ZipFileWriter(await open(path, 'w'));
  }

  /** Adds a file from disk, read twice (once for its checksum, once to copy it). */
  async addFile(name: string, path: string): Promise<void> {
    let crc = 0;
    let size = 0;
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
      crc = crc32(chunk as Buffer, crc);
      size += (chunk as Buffer).length;
    }
    const entry = this.begin(name, crc >>> 0, size);
    await this.write(this.localHeader(entry));
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) await this.write(chunk as Buffer);
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    const entry = this.begin(name, crc32(data) >>> 0, data.length);
    await this.write(this.localHeader(entry));
    await this.write(data);
  }

  /** Writes the central directory and closes the file; answers its size in bytes. */
  async close(): Promise<number> {
    try {
      const start = this.offset;
      for (const entry of this.entries) await this.write(this.centralHeader(entry));
      const length = this.offset - start;
      if (this.offset > MAX_SIZE) throw new Error('zip too large: zip64 is not supported');
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(this.entries.length, 8);
      end.writeUInt16LE(this.entries.length, 10);
      end.writeUInt32LE(length, 12);
      end.writeUInt32LE(start, 16);
      await this.write(end);
      return this.offset;
    } finally {
      await this.handle.close();
    }
  }

  /** Gives up: closes the file without finishing it (the caller removes it). */
  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }

  private begin(name: string, crc: number, size: number): Entry {
    if (!name || name.startsWith('/') || name.split('/').some((part) => part === '' || part === '..')) throw new Error(`invalid zip entry name ${name}`);
    if (size > MAX_SIZE || this.offset > MAX_SIZE) throw new Error('zip too large: zip64 is not supported');
    const entry = { name: Buffer.from(name, 'utf8'), crc, size, offset: this.offset };
    this.entries.push(entry);
    return entry;
  }

  private async write(data: Buffer): Promise<void> {
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await this.handle.write(data, written, data.length - written, this.offset + written);
      written += bytesWritten;
    }
    this.offset += data.length;
  }

  private localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(METHOD_STORE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.size, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    return Buffer.concat([header, entry.name]);
  }

  private centralHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE((3 << 8) | VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(METHOD_STORE, 10);
    header.writeUInt16LE(this.stamp.time, 12);
    header.writeUInt16LE(this.stamp.date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.size, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(FILE_ATTRIBUTES, 38);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }
}
