// The load clients of the latency benchmarks are their measuring instruments: on a 2-core machine shared with
// the server and PostgreSQL, a client waiting for a core stamps answers late and the figures charge that wait
// to the server. Their work is fixed (a fixed rate, a fixed number of streams, all on timers and sockets,
// never a busy loop), so running them first takes nothing from the server that it would otherwise get.
//
// Real-time first (SCHED_FIFO, through util-linux's chrt): a woken client runs at once. nice −10 only
// weighs the fair scheduler, and a client woken while both cores ran the server and PostgreSQL still
// waited for one. bench:chat's pooled server-added p99 (5 rounds × 500 streams): nice −10 3.6–4.6 ms over
// five runs, SCHED_FIFO 0.32 ms, while the server itself had handed those frames to the socket within
// 0.9 ms (p99): the rest had been the client's wait for a core.
import { execFileSync } from 'node:child_process';
import { setPriority } from 'node:os';

export const INSTRUMENT_RT_PRIORITY = 1;
export const INSTRUMENT_NICE = -10;

/**
 * Raises a load client's scheduling priority as far as allowed (both need root or CAP_SYS_NICE) and says
 * what it got, for the benchmark's output.
 */
export function prioritizeInstrument(child) {
  try {
    execFileSync('chrt', ['--fifo', '--all-tasks', '--pid', String(INSTRUMENT_RT_PRIORITY), String(child.pid)], { stdio: 'ignore' });
    return `load client at real-time priority (SCHED_FIFO ${INSTRUMENT_RT_PRIORITY})`;
  } catch {
    // chrt missing or not allowed: the fair scheduler's highest weight we may set instead.
  }
  try {
    setPriority(child.pid, INSTRUMENT_NICE);
    return `load client at nice ${INSTRUMENT_NICE} (real-time priority not allowed)`;
  } catch (error) {
    return `load client at default priority (${error.code ?? error.message}: not allowed to raise it)`;
  }
}
