import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, type ObjectStorage, type StoredObject, assertObjectKey } from './object-storage';
import { moveFile, writeFileAtomically, writeStreamAtomically } from './write-file-atomically';

/** Files under one root (`$DATA_DIR/media`), written to a temporary name and renamed into place. */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local';

  constructor(private readonly root: string) {}

  async putBuffer(key: string, bytes: Buffer): Promise<StoredObject> {
    await writeFileAtomically(await this.prepare(key), bytes);
    return { size: bytes.length };
  }

  async putFile(key: string, source: string): Promise<StoredObject> {
    const target = await this.prepare(key);
    await moveFile(source, target);
    return { size: (await fs.stat(target)).size };
  }

  async putStream(key: string, stream: Readable): Promise<StoredObject> {
    const target = await this.prepare(key);
    await writeStreamAtomically(target, stream);
    return { size: (await fs.stat(target)).size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    // Opened here, not lazily by the stream: a missing file is known before any header is sent.
    const handle = await fs.open(this.pathOf(key), 'r').catch(nullWhenMissing);
    if (!handle) return null;
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async head(key: string): Promise<StoredObject | null> {
    const stats = await fs.stat(this.pathOf(key)).catch(nullWhenMissing);
    return stats?.isFile() ? { size: stats.size } : null;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.delete(key);
  }

  private pathOf(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private async prepare(key: string): Promise<string> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    return target;
  }
}

function nullWhenMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
  throw error;
}
