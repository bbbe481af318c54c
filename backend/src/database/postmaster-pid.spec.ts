import { mkdtempSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  PostgresAlreadyRunningError,
  ProcessNameProbe,
  clearStalePostmasterPid,
  inspectPostmasterPid,
  probeProcessName,
} from './postmaster-pid';

const probeWith =
  (names: Record<number, string>): ProcessNameProbe =>
  async (pid) =>
    names[pid] ?? null;

describe(clearStalePostmasterPid.name, () => {
  let clusterDir: string;
  const pidFile = () => path.join(clusterDir, 'postmaster.pid');

  beforeEach(() => {
    clusterDir = mkdtempSync(path.join(tmpdir(), 'atelier-pid-'));
  });

  afterEach(() => fs.rm(clusterDir, { recursive: true, force: true }));

  it('does nothing when there is no postmaster.pid', async () => {
    await expect(clearStalePostmasterPid(clusterDir, probeWith({}))).resolves.toBe(false);
  });

  it('removes the file when its process no longer exists', async () => {
    await fs.writeFile(pidFile(), '4242\n/data\n1700000000\n54320\n');

    await expect(clearStalePostmasterPid(clusterDir, probeWith({}))).resolves.toBe(true);
    await expect(fs.access(pidFile())).rejects.toThrow();
  });

  it('removes the file when the pid now belongs to another program', async () => {
    await fs.writeFile(pidFile(), '4242\n');

    await expect(clearStalePostmasterPid(clusterDir, probeWith({ 4242: 'bash' }))).resolves.toBe(true);
  });

  it('removes a file whose first line is not a pid', async () => {
    await fs.writeFile(pidFile(), 'garbage');

    await expect(inspectPostmasterPid(clusterDir, probeWith({}))).resolves.toEqual({ kind: 'stale' });
    await expect(clearStalePostmasterPid(clusterDir, probeWith({}))).resolves.toBe(true);
  });

  it('refuses to start over a live postgres and keeps its file', async () => {
    await fs.writeFile(pidFile(), '4242\n');

    await expect(clearStalePostmasterPid(clusterDir, probeWith({ 4242: 'postgres' }))).rejects.toThrow(
      PostgresAlreadyRunningError,
    );
    await expect(fs.access(pidFile())).resolves.toBeUndefined();
  });
});

describe('probeProcessName', () => {
  it('names a live process and returns null for a dead pid', async () => {
    await expect(probeProcessName(process.pid)).resolves.toEqual(expect.any(String));
    await expect(probeProcessName(2 ** 22 + 1)).resolves.toBeNull();
  });
});
