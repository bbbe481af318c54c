import { mkdtempSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { readOrCreatePassword } from './postgres-password';

describe(readOrCreatePassword.name, () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atelier-pw-'));
    file = path.join(dir, 'postgres-password');
  });

  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('creates a long random password readable only by its owner', async () => {
    const password = await readOrCreatePassword(file, { create: true });

    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it('returns the same password on the next start', async () => {
    const first = await readOrCreatePassword(file, { create: true });

    await expect(readOrCreatePassword(file, { create: false })).resolves.toBe(first);
  });

  it('tightens a password file that others can read', async () => {
    await fs.writeFile(file, 'secret\n', { mode: 0o644 });

    await expect(readOrCreatePassword(file, { create: false })).resolves.toBe('secret');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it('explains what to do when an existing cluster lost its password file', async () => {
    await expect(readOrCreatePassword(file, { create: false })).rejects.toThrow(/is missing/);
  });
});
