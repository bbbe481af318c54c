import { promises as fs } from 'node:fs';
import { type DataDirProbe, type ProcessNameProbe, inspectPostmasterPid, probeDataDir, probeProcessName } from './postmaster-pid';

const STOP_TIMEOUT_MS = 15_000;

/** Parent pid and the parent's name, from /proc; null when the process is gone or /proc is unavailable. */
export type ParentProbe = (pid: number) => Promise<{ ppid: number; parentName: string | null } | null>;

export const probeParent: ParentProbe = async (pid) => {
  try {
    // Field 4 of /proc/<pid>/stat is the parent pid; the name (field 2) may hold spaces, so split after ')'.
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const parentName = await fs.readFile(`/proc/${ppid}/comm`, 'utf8').then((name) => name.trim(), () => null);
    return { ppid, parentName };
  } catch {
    return null;
  }
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
}

/** How the process behind a `postmaster.pid` is examined; replaceable in tests. */
export interface PostmasterProbes {
  parent: ParentProbe;
  name: ProcessNameProbe;
  dataDir: DataDirProbe;
}

export const PROC_PROBES: PostmasterProbes = { parent: probeParent, name: probeProcessName, dataDir: probeDataDir };

/**
 * After a `kill -9` of the app, its embedded PostgreSQL keeps running with nobody to stop it: its
 * parent is gone (re-parented to init or a subreaper, never a node process). Such an orphan is shut
 * down (fast shutdown, then SIGKILL) so the next start works — only once it is confirmed to be the
 * PostgreSQL of this cluster directory: a stale file may name anyone's process. A server whose parent
 * is a live node process belongs to another running Atelier and is left alone. Returns the stopped pid, if any.
 */
export async function stopOrphanedPostmaster(
  clusterDir: string,
  probes: PostmasterProbes = PROC_PROBES,
): Promise<number | null> {
  const state = await inspectPostmasterPid(clusterDir, probes.name, probes.dataDir);
  if (state.kind !== 'running' || !state.ours) return null;
  const parent = await probes.parent(state.pid);
  if (!parent) return null;
  const orphaned = parent.ppid === 1 || parent.parentName !== 'node';
  if (!orphaned) return null;

  process.kill(state.pid, 'SIGINT');
  if (!(await waitUntilGone(state.pid, STOP_TIMEOUT_MS))) {
    process.kill(state.pid, 'SIGKILL');
    await waitUntilGone(state.pid, 2_000);
  }
  return state.pid;
}
