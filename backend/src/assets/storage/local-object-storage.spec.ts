import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';

describe(LocalObjectStorage.name, () => {
  let root: string;
  let storage: ObjectStorage;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'atelier-local-storage-'));
    storage = new LocalObjectStorage(path.join(root, 'media'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const read = async (key: string, range?: { start: number; end: number }) => {
    const body = await storage.get(key, range);
    return body ? text(body) : null;
  };

  it('stores bytes under the key as a path below its root, and reads them back whole or by range', async () => {
    expect(await storage.putBuffer('assets/one', Buffer.from('hello world'), 'text/plain')).toEqual({ size: 11 });

    expect(existsSync(path.join(root, 'media', 'assets', 'one'))).toBe(true);
    expect(await read('assets/one')).toBe('hello world');
    expect(await read('assets/one', { start: 6, end: 10 })).toBe('world');
    expect(await storage.head('assets/one')).toEqual({ size: 11 });
  });

  it('moves a file in (the source is gone) and takes a stream of unknown length', async () => {
    const source = path.join(root, 'clip.mp4');
    writeFileSync(source, 'moving pictures');

    expect(await storage.putFile('assets/clip', source, 'video/mp4')).toEqual({ size: 15 });
    expect(existsSync(source)).toBe(false);
    expect(await read('assets/clip')).toBe('moving pictures');

    expect(await storage.putStream('assets/streamed', Readable.from(['a', 'bc', 'def']), 'text/plain')).toEqual({ size: 6 });
    expect(await read('assets/streamed')).toBe('abcdef');
    expect(readdirSync(path.join(root, 'media', 'assets')).sort()).toEqual(['clip', 'streamed']);
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    await storage.putBuffer('assets/a', Buffer.from('a'), 'text/plain');
    await storage.putBuffer('assets/b', Buffer.from('b'), 'text/plain');

    await storage.deleteMany(['assets/a', 'assets/b', 'assets/never']);
    await storage.delete('assets/a');

    expect(await storage.get('assets/a')).toBeNull();
    expect(await storage.head('assets/b')).toBeNull();
    expect(await storage.head('assets')).toBeNull();
  });

  it('never leaves its root, whatever the key', async () => {
    for (const key of ['../escape', 'assets/../../x', '/etc/passwd', 'assets/.hidden', '', 'a//b', 'a\\b']) {
      await expect(storage.putBuffer(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid object key');
      await expect(storage.get(key)).rejects.toThrow('invalid object key');
    }
  });
});
