import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/**
 * `running`: a live postgres holds the pid. `ours` when it is confirmed to serve this cluster directory;
 * only then may it be signalled. Unconfirmed (no /proc to read) it still blocks the start.
 */
export type PostmasterState =
  | { kind: 'absent' }
  | { kind: 'stale'; pid?: number }
  | { kind: 'running'; pid: number; ours: boolean };

/** Name of the live process with this pid, `null` if none; `'unknown'` where /proc is unavailable. */
export type ProcessNameProbe = (pid: number) => Promise<string | null>;

export const probeProcessName: ProcessNameProbe = async (pid) => {
  try {
    return (await fs.readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    try {
      process.kill(pid, 0);
      return 'unknown';
    } catch (error) {
      // EPERM: alive but owned by another user (postgres runs as its own user).
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'unknown' : null;
    }
  }
};

/** The data directory a live process serves, `null` when it cannot be told. */
export type DataDirProbe = (pid: number) => Promise<string | null>;

/**
 * PostgreSQL changes into its data directory at start, so its working directory names it exactly
 * (however `-D` was written); where that link cannot be read, an absolute `-D <dir>` on its command line.
 */
export const probeDataDir: DataDirProbe = async (pid) => {
  const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => null);
  if (cwd) return cwd;
  const args: string[] = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').then((text) => text.split('\0'), () => []);
  const flag = args.indexOf('-D');
  const dir = flag >= 0 ? args[flag + 1] : args.find((arg) => arg.startsWith('-D') && arg.length > 2)?.slice(2);
  return dir && path.isAbsolute(dir) ? dir : null;
};

/** Both paths with symbolic links resolved, so /tmp/x and /private/tmp/x compare equal. */
async function sameDirectory(a: string, b: string): Promise<boolean> {
  const real = (dir: string) => fs.realpath(dir).catch(() => path.resolve(dir));
  return (await real(a)) === (await real(b));
}

/**
 * Reads `postmaster.pid` (its first line is the postmaster's pid) and tells whether that server still
 * runs. After a crash the pid may belong to anything, another PostgreSQL included (the system's, or
 * another checkout's): a process counts as this cluster's only when it serves this directory.
 */
export async function inspectPostmasterPid(
  clusterDir: string,
  probe: ProcessNameProbe = probeProcessName,
  probeDir: DataDirProbe = probeDataDir,
): Promise<PostmasterState> {
  let content: string;
  try {
    content = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return { kind: 'absent' };
  }
  const pid = Number(content.split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0) return { kind: 'stale' };
  const name = await probe(pid);
  // A pid reused by an unrelated program after a crash must not block the start.
  if (name === 'unknown') return { kind: 'running', pid, ours: false };
  if (name !== 'postgres') return { kind: 'stale', pid };
  const dataDir = await probeDir(pid);
  if (dataDir === null) return { kind: 'running', pid, ours: false };
  return (await sameDirectory(dataDir, clusterDir)) ? { kind: 'running', pid, ours: true } : { kind: 'stale', pid };
}

export class PostgresAlreadyRunningError extends Error {
  constructor(clusterDir: string, pid: number) {
    super(
      `Embedded PostgreSQL is already running on ${clusterDir} (pid ${pid}): another Atelier process uses this ` +
        `DATA_DIR, or one that crashed left its database behind. Stop it (kill ${pid}) or give this process ` +
        `its own DATA_DIR and EMBEDDED_PG_PORT.`,
    );
  }
}

/**
 * After a hard kill PostgreSQL leaves `postmaster.pid` behind; a stale one is removed so the next start works.
 * Returns true when a stale file was removed.
 */
export async function clearStalePostmasterPid(
  clusterDir: string,
  probe: ProcessNameProbe = probeProcessName,
  probeDir: DataDirProbe = probeDataDir,
): Promise<boolean> {
  const state = await inspectPostmasterPid(clusterDir, probe, probeDir);
  if (state.kind === 'running') throw new PostgresAlreadyRunningError(clusterDir, state.pid);
  if (state.kind === 'absent') return false;
  await fs.rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  return true;
}
