// Process facts read from /proc for the runner's tests (Linux, as CI is).
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The fields of /proc/<pid>/stat after the command name, or null when the process is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Gone: no such process, or a zombie nobody reaped yet (it runs nothing any more). */
export const isGone = (pid) => {
  const fields = statFields(pid);
  return fields === null || fields[0] === 'Z';
};

/** User + system CPU time the process has used so far, in ms (0 once it is gone). */
export function cpuMilliseconds(pid) {
  const fields = statFields(pid);
  if (!fields) return 0;
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resolves once `condition()` holds: the test waits for the event, and the runner's timeout bounds the wait. */
export async function waitUntil(condition, everyMs = 50) {
  while (!condition()) await sleep(everyMs);
}
