import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { readZipEntries as readZip } from '../../../test/support/read-zip';
import { writeZip } from './zip-writer';

const php = Buffer.from(`<?php\n/**\n * Plugin Name: Demo\n */\n${'echo "repeated line";\n'.repeat(40)}`);
const files = () => [
  { path: 'demo/readme.txt', data: Buffer.from('short') },
  { path: 'demo/demo.php', data: php },
  { path: 'demo/assets/app.js', data: Buffer.from('console.log("é");\n') },
];

describe(writeZip.name, () => {
  it('gives byte-identical archives for the same files, whatever their order', () => {
    const first = writeZip(files());
    const second = writeZip([...files()].reverse());

    expect(second.equals(first)).toBe(true);
    expect(first.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
  });

  it('lists parent directories and files in byte order, with fixed dates and permissions', () => {
    const entries = readZip(writeZip(files()));

    expect(entries.map((entry) => entry.name)).toEqual([
      'demo/',
      'demo/assets/',
      'demo/assets/app.js',
      'demo/demo.php',
      'demo/readme.txt',
    ]);
    for (const entry of entries) {
      expect(entry.dosDate).toBe(0x21);
      expect(entry.dosTime).toBe(0);
      expect(entry.mode).toBe(entry.name.endsWith('/') ? 0o40755 : 0o100644);
    }
  });

  it('deflates what compresses and stores what does not, keeping every byte and CRC', () => {
    const entries = readZip(writeZip(files()));
    const byName = new Map(entries.map((entry) => [entry.name, entry]));

    expect(byName.get('demo/demo.php')?.method).toBe(8);
    expect(byName.get('demo/readme.txt')?.method).toBe(0);
    expect(byName.get('demo/demo.php')?.data.equals(php)).toBe(true);
    expect(byName.get('demo/assets/app.js')?.data.toString('utf8')).toBe('console.log("é");\n');
  });

  it('is accepted by unzip -t', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-writer-'));
    try {
      const file = path.join(dir, 'demo.zip');
      writeFileSync(file, writeZip(files()));
      let output: string;
      try {
        output = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no unzip binary: parsing above covers it
        throw error;
      }
      expect(output).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps files marked executable as mode 755 and every other file as 644', () => {
    const entries = readZip(
      writeZip([
        { path: 'app/run.sh', data: Buffer.from('#!/bin/sh\n'), executable: true },
        { path: 'app/README.md', data: Buffer.from('# app\n') },
      ]),
    );
    const modes = Object.fromEntries(entries.map((entry) => [entry.name, entry.mode]));
    expect(modes).toEqual({ 'app/': 0o40755, 'app/README.md': 0o100644, 'app/run.sh': 0o100755 });
  });

  it('rejects duplicate and unsafe paths', () => {
    expect(() => writeZip([...files(), { path: 'demo/demo.php', data: Buffer.alloc(1) }])).toThrow(/duplicate/);
    expect(() => writeZip([{ path: '../evil.php', data: Buffer.alloc(1) }])).toThrow(/invalid/);
    expect(() => writeZip([{ path: '/abs.php', data: Buffer.alloc(1) }])).toThrow(/invalid/);
  });
});
