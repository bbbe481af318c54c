// The stack's backend and runner run in process groups of their own (stack.mjs), so killing a launcher's
// group does not reach them. Their pids are kept in .data/run/<name>-<port>.pid while a stack runs; these
// helpers stop what such a file names — only when it is still this checkout's process.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

export const RUN_DIR = join(ROOT, '.data', 'run');

/** The program each pid file names (the backend's or the runner's entry). */
const ENTRIES = { backend: 'backend/dist/main.js', runner: 'backend/dist/runner/main.js' };

export function pidFileFor(port, name = 'backend') {
  return join(RUN_DIR, `${name}-${port}.pid`);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Signals the process and its group (the runner's sandboxed apps are in it). */
function signalGroup(pid, signal) {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, signal);
    } catch {
      // gone already, or not a group leader
    }
  }
}

/** Stops the process a pid file names if it still runs this checkout's entry; waits up to `graceMs` before SIGKILL. */
export async function stopFromPidFile(file, graceMs = 20000) {
  if (!existsSync(file)) return;
  const name = /^(backend|runner)-/.exec(file.split('/').pop())?.[1] ?? 'backend';
  const pid = Number(readFileSync(file, 'utf8'));
  if (pid > 0 && isAlive(pid) && commandOf(pid).includes(join(ROOT, ENTRIES[name]))) {
    signalGroup(pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(pid)) signalGroup(pid, 'SIGKILL');
  }
  rmSync(file, { force: true });
}

/** The pid files of the stacks running now: `<name>-<port>.pid` → the pid it names. */
export function stackPidFiles() {
  try {
    return new Map(
      readdirSync(RUN_DIR)
        .filter((file) => /^(backend|runner)-\d+\.pid$/.test(file))
        .map((file) => [file, readFileSync(join(RUN_DIR, file), 'utf8').trim()]),
    );
  } catch {
    return new Map();
  }
}

/**
 * Stops the stack processes started since `before` (a stackPidFiles() taken then) that are still running:
 * what a suite killed by its watchdog left behind. Stacks that ran before (a developer's `npm start`) are kept.
 */
export async function stopLeftoversSince(before, graceMs = 5000) {
  const started = [...stackPidFiles()].filter(([file, pid]) => before.get(file) !== pid);
  await Promise.all(started.map(([file]) => stopFromPidFile(join(RUN_DIR, file), graceMs)));
}
