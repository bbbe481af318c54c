// The load clients of the latency benchmarks are their measuring instruments: on a 2-core machine shared with
// the server and PostgreSQL, a client waiting for a core stamps answers late and the figures charge that wait
// to the server (bench:chat's pooled p99 halved once its client ran first). Their work is fixed (a fixed rate,
// a fixed number of streams), so running them first takes nothing from the server that it would otherwise get.
import { setPriority } from 'node:os';

export const INSTRUMENT_NICE = -10;

/** Raises a load client's scheduling priority; says what it got (lowering nice needs root or CAP_SYS_NICE). */
export function prioritizeInstrument(child) {
  try {
    setPriority(child.pid, INSTRUMENT_NICE);
    return `load client at nice ${INSTRUMENT_NICE}`;
  } catch (error) {
    return `load client at default priority (${error.code ?? error.message}: not allowed to raise it)`;
  }
}
