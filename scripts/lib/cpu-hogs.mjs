// `npm test -- --stress`: busy CPU hogs beside the suites, so a landing is checked on a machine that other work
// keeps busy (ARCHITECTURE.md §15). Each hog is a Node process spinning at the default priority (nice 0).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

// The hog spins and, every few million turns, checks that the process that started it (its pid comes as an argument:
// the runner may die before a slow start-up could read it) is still its parent, from /proc read afresh: when that
// one dies without stopping it (SIGKILL, a crash), the orphan has another parent and ends instead of spinning on.
const HOG = `
const { readFileSync } = require('node:fs');
const parentNow = () => readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[1];
const parent = process.argv[1];
for (;;) {
  for (let i = 0; i < 5e6; i++);
  if (parentNow() !== parent) process.exit(0);
}
`;

/** Starts `count` hogs; `stop()` kills them (idempotent) and resolves when every one has exited. */
export function startCpuHogs(count) {
  const hogs = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['-e', HOG, String(process.pid)], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      setPriority(child.pid, 0);
    } catch {
      // an unprivileged runner that is itself niced cannot raise a child's priority; the hog keeps the runner's
    }
    return { child, exited };
  });
  const killAll = () => {
    for (const { child } of hogs) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };
  // Every way out of the runner stops them: a normal end, process.exit() from a signal handler, an uncaught error.
  process.once('exit', killAll);
  return {
    pids: hogs.map(({ child }) => child.pid),
    async stop() {
      process.off('exit', killAll);
      killAll();
      await Promise.all(hogs.map(({ exited }) => exited));
    },
  };
}
