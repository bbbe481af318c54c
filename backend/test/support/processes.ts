import { readFileSync, readdirSync } from 'node:fs';

/** Whether a process of this pid exists (a zombie included), without signalling it. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Direct children of `pid`, from /proc (field 4 of stat; the name in field 2 may hold spaces, so split after ')'). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Live processes running as one of the `uids` sandbox users from `uidBase` (each app runs as its own uid).
 * Only meaningful when the tests run as root; otherwise none are seen.
 */
export function sandboxProcesses(uidBase: number, uids: number): string[] {
  if (process.getuid?.() !== 0) return [];
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      // A zombie holds nothing but its exit status until its parent (here the host's init) reaps it.
      return uid >= uidBase && uid < uidBase + uids && !/^State:\s+Z/m.test(status);
    } catch {
      return false;
    }
  });
}
