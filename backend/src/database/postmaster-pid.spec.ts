import { mkdtempSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  type DataDirProbe,
  PostgresAlreadyRunningError,
  type ProcessNameProbe,
  clearStalePostmasterPid,
  inspectPostmasterPid,
  probeDataDir,
  probeProcessName,
} from './postmaster-pid';

const probeWith =
  (names: Record<number, string>): ProcessNameProbe =>
  async (pid) =>
    names[pid] ?? null;

const dirsOf =
  (dirs: Record<number, string>): DataDirProbe =>
  async (pid) =>
    dirs[pid] ?? null;

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

  it('refuses to start over a live postgres of this cluster and keeps its file', async () => {
    await fs.writeFile(pidFile(), '4242\n');
    const probes = [probeWith({ 4242: 'postgres' }), dirsOf({ 4242: clusterDir })] as const;

    await expect(inspectPostmasterPid(clusterDir, ...probes)).resolves.toEqual({ kind: 'running', pid: 4242, ours: true });
    await expect(clearStalePostmasterPid(clusterDir, ...probes)).rejects.toThrow(PostgresAlreadyRunningError);
    await expect(fs.access(pidFile())).resolves.toBeUndefined();
  });

  it('removes the file when the pid now belongs to another PostgreSQL, serving another directory', async () => {
    await fs.writeFile(pidFile(), '4242\n');
    const probes = [probeWith({ 4242: 'postgres' }), dirsOf({ 4242: '/var/lib/postgresql/17/main' })] as const;

    await expect(inspectPostmasterPid(clusterDir, ...probes)).resolves.toEqual({ kind: 'stale', pid: 4242 });
    await expect(clearStalePostmasterPid(clusterDir, ...probes)).resolves.toBe(true);
  });

  it('still refuses to start over a postgres whose directory cannot be read, but never calls it ours', async () => {
    await fs.writeFile(pidFile(), '4242\n');
    const probes = [probeWith({ 4242: 'postgres' }), dirsOf({})] as const;

    await expect(inspectPostmasterPid(clusterDir, ...probes)).resolves.toEqual({ kind: 'running', pid: 4242, ours: false });
    await expect(clearStalePostmasterPid(clusterDir, ...probes)).rejects.toThrow(PostgresAlreadyRunningError);
  });
});

describe('probeDataDir', () => {
  it("reads a live process's working directory, and nothing for a dead pid", async () => {
    await expect(probeDataDir(process.pid)).resolves.toBe(await fs.realpath(process.cwd()));
    await expect(probeDataDir(2 ** 22 + 1)).resolves.toBeNull();
  });
});

describe('probeProcessName', () => {
  it('names a live process and returns null for a dead pid', async () => {
    await expect(probeProcessName(process.pid)).resolves.toEqual(expect.any(String));
    await expect(probeProcessName(2 ** 22 + 1)).resolves.toBeNull();
  });
});
