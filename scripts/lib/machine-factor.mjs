// The machine factor (ARCHITECTURE.md §15): how much slower this machine runs a fixed CPU workload right now than
// the reference machine did when idle. `npm test` measures it once before the suites and exports it as
// ATELIER_TIME_FACTOR; every time-bound step of a test (a Jest testTimeout, a waitFor deadline, a Playwright
// expect timeout) multiplies its budget by it, so a busy or slower machine gets proportionally more time and a
// test never fails for being slow. Nothing asserts on the figure itself: latency belongs in `npm run bench:*`.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Iterations of the workload below: about 1 s on the reference machine (2 cores) when idle. */
export const WORKLOAD_ITERATIONS = 350_000_000;
/** The workload's time on the reference machine when idle, in ms: the least of repeated idle runs, one per core. */
export const REFERENCE_MS = 1_000;
export const MIN_FACTOR = 1;
export const MAX_FACTOR = 6;

// Integer mixing in a tight loop: no allocation, no I/O, the same work on every run. It prints its own time so the
// child's start-up (which varies with the disk cache, not the CPU) stays out of the figure.
const WORKLOAD = `
const started = performance.now();
let x = 0;
for (let i = 0; i < ${WORKLOAD_ITERATIONS}; i++) x = (Math.imul(x ^ i, 2654435761) + i) | 0;
process.stdout.write(JSON.stringify({ ms: performance.now() - started, x }));
`;

/** The workload's time in ms; Infinity once it has run past the cap (the factor is the cap then: no need to wait). */
function timeWorkload() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', WORKLOAD], { stdio: ['ignore', 'pipe', 'inherit'] });
    const cap = setTimeout(() => child.kill('SIGKILL'), MAX_FACTOR * REFERENCE_MS * 1.1);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(cap);
      if (signal === 'SIGKILL') return resolve(Number.POSITIVE_INFINITY);
      try {
        if (code !== 0) throw new Error(`the workload ended with code ${code}`);
        resolve(JSON.parse(out).ms);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A factor from the workload's slowest copy: clamped to [MIN_FACTOR, MAX_FACTOR], one decimal. */
export function factorFrom(milliseconds, referenceMs = REFERENCE_MS) {
  const raw = milliseconds / referenceMs;
  if (!Number.isFinite(raw)) return MAX_FACTOR;
  return Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, Math.ceil(raw * 10) / 10));
}

/**
 * Runs one copy of the workload per core at once (the suites use every core, so a machine half taken by other
 * work must show as twice as slow, which one copy alone would not) and returns the slowest copy's time.
 */
export async function measureWorkload(copies = availableParallelism()) {
  const times = await Promise.all(Array.from({ length: copies }, () => timeWorkload()));
  return Math.max(...times);
}

/**
 * The factor the suites get: ATELIER_TIME_FACTOR when the caller set one (a CI that knows its machine), else
 * measured now. `source` says which, for the log.
 */
export async function machineFactor(env = process.env) {
  const given = Number(env.ATELIER_TIME_FACTOR);
  if (env.ATELIER_TIME_FACTOR && Number.isFinite(given) && given > 0) {
    return { factor: Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, given)), milliseconds: null, source: 'given' };
  }
  const milliseconds = await measureWorkload();
  return { factor: factorFrom(milliseconds), milliseconds, source: 'measured' };
}
