import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { unzip } from '../../../test/support/read-zip';
import { makeTempDir } from '../../../test/support/temp-dir';
import { ZipFileWriter } from './zip-file-writer';

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
    const entries = unzip(bytes);
    expect([...entries.keys()]).toEqual(['stems/drums.wav', 'README.txt']);
    expect(entries.get('stems/drums.wav')?.equals(big)).toBe(true);
    expect(entries.get('README.txt')?.toString()).toBe('hello');
  });

  it('refuses entry names that would escape the folder it is unpacked into', async () => {
    const zip = await ZipFileWriter.create(path.join(makeTempDir('zip'), 'bad.zip'));
    await expect(zip.addBuffer('../evil.txt', Buffer.from('x'))).rejects.toThrow(/invalid zip entry/);
    await expect(zip.addBuffer('stems/./drums.wav', Buffer.from('x'))).rejects.toThrow(/invalid zip entry/);
    await zip.abort();
  });
});
