import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { crc32 } from 'node:zlib';
import { makeTempDir } from '../../../../test/support/temp-dir';
import { ZipFileWriter } from './zip-file-writer';

/** Entries of a zip from its central directory (stored entries only): name → bytes. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    expect(crc32(data) >>> 0).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength;
  }
  return entries;
}

describe(ZipFileWriter.name, () => {
  it('stores files and buffers whole, with their checksums, readable from the central directory', async () => {
    const folder = makeTempDir('zip');
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    writeFileSync(path.join(folder, 'big.wav'), big);
    const zipPath = path.join(folder, 'out.zip');

    const zip = await ZipFileWriter.create(zipPath);
    await zip.addFile('stems/drums.wav', path.join(folder, 'big.wav'));
    await zip.addBuffer('README.txt', Buffer.from('hello'));
    const size = await zip.close();

    const bytes = readFileSync(zipPath);
    expect(bytes.length).toBe(size);
    const entries = readZip(bytes);
    expect([...entries.keys()]).toEqual(['stems/drums.wav', 'README.txt']);
    expect(entries.get('stems/drums.wav')?.equals(big)).toBe(true);
    expect(entries.get('README.txt')?.toString()).toBe('hello');
  });

  it('refuses entry names that would escape the folder it is unpacked into', async () => {
    const zip = await ZipFileWriter.create(path.join(makeTempDir('zip'), 'bad.zip'));
    await expect(zip.addBuffer('../evil.txt', Buffer.from('x'))).rejects.toThrow(/invalid zip entry/);
    await zip.abort();
  });
});
