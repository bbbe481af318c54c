import { promises as fs } from 'node:fs';
import * as path from 'node:path';

export type PostmasterState =
  | { kind: 'absent' }
  | { kind: 'stale'; pid?: number }
  | { kind: 'running'; pid: number };

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

/** Reads `postmaster.pid` (its first line is the postmaster's pid) and tells whether that server still runs. */
export async function inspectPostmasterPid(
  clusterDir: string,
  probe: ProcessNameProbe = probeProcessName,
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
  return name === 'postgres' || name === 'unknown' ? { kind: 'running', pid } : { kind: 'stale', pid };
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
): Promise<boolean> {
  const state = await inspectPostmasterPid(clusterDir, probe);
  if (state.kind === 'running') throw new PostgresAlreadyRunningError(clusterDir, state.pid);
  if (state.kind === 'absent') return false;
  await fs.rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  return true;
}
