import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { writeTar } from './tar-archive';

describe(writeTar.name, () => {
  it('is unpacked by tar with every path, byte and mode, long paths included', () => {
    const longPath = `${'deep/'.repeat(40)}${'n'.repeat(90)}.txt`;
    const entries = [
      { path: 'index.html', data: Buffer.from('<h1>ünïcode</h1>\n') },
      { path: 'src/routes/books.js', data: Buffer.alloc(1_000, 'a') },
      { path: 'run.sh', data: Buffer.from('#!/bin/sh\necho hi\n'), mode: 0o755 },
      { path: `${'x'.repeat(150)}/${'y'.repeat(90)}.md`, data: Buffer.from('prefix split') },
      { path: longPath, data: Buffer.from('pax') },
      { path: 'empty.txt', data: Buffer.alloc(0) },
    ];
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-tar-'));
    try {
      writeFileSync(path.join(dir, 'a.tar'), writeTar(entries));
      execFileSync('tar', ['-x', '-f', 'a.tar', '-C', dir, '--no-same-owner'], { cwd: dir });
      for (const entry of entries) expect(readFileSync(path.join(dir, entry.path))).toEqual(entry.data);
      expect(statSync(path.join(dir, 'run.sh')).mode & 0o777).toBe(0o755);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the same bytes for the same files', () => {
    const entries = [{ path: 'a.txt', data: Buffer.from('a') }];
    expect(writeTar(entries).equals(writeTar(entries))).toBe(true);
  });
});
