import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { clearStalePostmasterPid, probeProcessName } from './postmaster-pid';
import { PROC_PROBES, type PostmasterProbes, stopOrphanedPostmaster } from './orphaned-postmaster';

/** The real /proc probes, except that every process looks orphaned, as after a `kill -9` of its app. */
const ORPHANED: PostmasterProbes = { ...PROC_PROBES, parent: async () => ({ ppid: 1, parentName: 'init' }) };

describe(stopOrphanedPostmaster.name, () => {
  let root: string;
  let clusterDir: string;
  const decoys: ChildProcess[] = [];

  /** A `sleep` that the system calls `postgres` (the name comes from the path it is started by), working in `cwd`. */
  async function startDecoy(cwd: string): Promise<ChildProcess> {
    const binary = path.join(root, 'bin', 'postgres');
    await fs.mkdir(path.dirname(binary), { recursive: true });
    await fs.symlink('/bin/sleep', binary).catch(() => undefined);
    const decoy = spawn(binary, ['300'], { cwd, stdio: 'ignore' });
    decoys.push(decoy);
    await once(decoy, 'spawn');
    expect(await probeProcessName(decoy.pid!)).toBe('postgres');
    return decoy;
  }

  const running = (decoy: ChildProcess) => decoy.exitCode === null && decoy.signalCode === null;

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'atelier-orphan-'));
    clusterDir = path.join(root, 'postgres');
    await fs.mkdir(clusterDir);
  });

  afterEach(async () => {
    for (const decoy of decoys.splice(0)) if (running(decoy)) decoy.kill('SIGKILL');
    await fs.rm(root, { recursive: true, force: true });
  });

  it('leaves alone a process called postgres that serves another directory, and treats the file as stale', async () => {
    const elsewhere = path.join(root, 'other-cluster');
    await fs.mkdir(elsewhere);
    const decoy = await startDecoy(elsewhere);
    await fs.writeFile(path.join(clusterDir, 'postmaster.pid'), `${decoy.pid}\n${clusterDir}\n`);

    await expect(stopOrphanedPostmaster(clusterDir, ORPHANED)).resolves.toBeNull();
    await expect(clearStalePostmasterPid(clusterDir)).resolves.toBe(true);
    expect(running(decoy)).toBe(true);
  });

  it('stops an orphaned postgres that serves this cluster directory', async () => {
    const orphan = await startDecoy(clusterDir);
    const exited = once(orphan, 'exit');
    await fs.writeFile(path.join(clusterDir, 'postmaster.pid'), `${orphan.pid}\n${clusterDir}\n`);

    await expect(stopOrphanedPostmaster(clusterDir, ORPHANED)).resolves.toBe(orphan.pid);
    await exited;
  });
});
