import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { FILE_ATTRIBUTES, MAX_SIZE, METHOD_STORE, type ZipRecord, centralHeader, dosDateTime, endOfCentralDirectory, entryName, localHeader } from './zip-records';

/**
 * A zip written straight to disk, entries stored as they are: audio does not compress (WAV by a few per
 * cent, MP3 not at all), and storing lets an export of hundreds of megabytes stream through without
 * being held in memory or spending seconds in deflate. No zip64: an 8-minute export is far below 4 GB.
 */
export class ZipFileWriter {
  private readonly records: ZipRecord[] = [];
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
    await this.write(localHeader(this.begin(name, crc >>> 0, size)));
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) await this.write(chunk as Buffer);
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    await this.write(localHeader(this.begin(name, crc32(data) >>> 0, data.length)));
    await this.write(data);
  }

  /** Writes the central directory and closes the file; answers its size in bytes. */
  async close(): Promise<number> {
    try {
      const start = this.offset;
      for (const record of this.records) await this.write(centralHeader(record));
      await this.write(endOfCentralDirectory(this.records.length, this.offset - start, start));
      return this.offset;
    } finally {
      await this.handle.close();
    }
  }

  /** Gives up: closes the file without finishing it (the caller removes it). */
  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }

  private begin(name: string, crc: number, size: number): ZipRecord {
    const path = entryName(name);
    if (size > MAX_SIZE || this.offset > MAX_SIZE) throw new Error('zip too large: zip64 is not supported');
    const record = { name: Buffer.from(path, 'utf8'), method: METHOD_STORE, crc, size, storedSize: size, offset: this.offset, attributes: FILE_ATTRIBUTES, ...this.stamp };
    this.records.push(record);
    return record;
  }

  private async write(data: Buffer): Promise<void> {
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await this.handle.write(data, written, data.length - written, this.offset + written);
      written += bytesWritten;
    }
    this.offset += data.length;
  }
}
