// CPU time of processes from /proc (Linux), for the benchmarks' "CPU ms per request" figures.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (almost always 100). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** /proc/<pid>/stat's fields after the command name (which may hold spaces): [0] is state, [1] ppid. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

const ms = (ticks) => (Number(ticks) * 1000) / TICKS_PER_SECOND;

/** utime + stime of one process, in ms (0 when it is gone). */
export function processCpuMs(pid) {
  const fields = statFields(pid);
  return fields ? ms(fields[11]) + ms(fields[12]) : 0;
}

/**
 * A process and its children, in ms: the parent's own time, each live child's, and what its exited children
 * used (cutime + cstime, counted once the parent has waited for them). For a PostgreSQL postmaster that is
 * every backend of the server, including connections that closed during the measurement.
 */
export function processTreeCpuMs(pid) {
  const parent = statFields(pid);
  if (!parent) return 0;
  let total = ms(parent[11]) + ms(parent[12]) + ms(parent[13]) + ms(parent[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(entry);
    if (child && child[1] === String(pid)) total += ms(child[11]) + ms(child[12]);
  }
  return total;
}

/** The postmaster's pid from a cluster's postmaster.pid (its first line). */
export function postmasterPid(clusterDir) {
  return Number(readFileSync(`${clusterDir}/postmaster.pid`, 'utf8').split('\n')[0]);
}
