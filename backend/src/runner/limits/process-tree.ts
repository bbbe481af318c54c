import { readFileSync, readdirSync } from 'node:fs';
import type { AppUsage } from './app-group';

/** Linux's USER_HZ: /proc reports CPU times in these ticks on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

/**
 * Every live process under `rootPid` (the sandbox's init: orphans in its PID namespace are re-parented
 * to it, so nothing escapes the walk), each thread's children included.
 */
export function processTree(rootPid: number, proc = '/proc'): number[] {
  const found: number[] = [];
  const pending = [rootPid];
  const seen = new Set<number>();
  while (pending.length) {
    const pid = pending.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    let tasks: string[];
    try {
      tasks = readdirSync(`${proc}/${pid}/task`);
    } catch {
      continue; // ended while we looked
    }
    found.push(pid);
    for (const task of tasks) {
      try {
        const children = readFileSync(`${proc}/${pid}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      } catch {
        // the thread ended
      }
    }
  }
  return found;
}

/**
 * What a process tree uses, read from /proc: resident memory of its processes, and CPU time of the
 * live ones plus what they reaped (cutime/cstime), so processes that already ended still count.
 */
export function treeUsage(rootPid: number, proc = '/proc'): AppUsage {
  let ticks = 0;
  let pages = 0;
  const pids = processTree(rootPid, proc);
  for (const pid of pids) {
    try {
      const stat = readFileSync(`${proc}/${pid}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields are counted after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14–17 of proc(5) (utime, stime, cutime, cstime) and 24 (rss) are at 11–14 and 21 here.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      pages += Number(fields[21]);
    } catch {
      // ended while we looked
    }
  }
  return { cpuMicros: (ticks * 1_000_000) / TICKS_PER_SECOND, memoryBytes: pages * PAGE_BYTES, processes: pids.length, oomKills: 0 };
}
