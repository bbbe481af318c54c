// `npm test`'s temporary folder (ARCHITECTURE.md §15): every suite runs with TMPDIR set to one folder of this run,
// so whatever a test, a server it starts or a browser makes in the OS temp directory (PostgreSQL clusters, renders,
// Chromium profiles) goes there and is removed with it when the run ends — one mechanism for every suite instead
// of a clean-up in each test. A run that was killed cannot remove its folder: the next run removes the folders of
// runs whose process is gone (the pid is in the name).
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'atelier-run-';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's
    return error.code === 'EPERM';
  }
}

/** Removes the run folders under `parent` whose run (the pid in the name) is no longer alive; returns their paths. */
export function sweepStaleRunTempDirs(parent = tmpdir(), alive = isAlive) {
  const removed = [];
  for (const name of readdirSync(parent)) {
    const match = /^atelier-run-(\d+)-[A-Za-z0-9]{6}$/.exec(name);
    if (!match || alive(Number(match[1]))) continue;
    const dir = join(parent, name);
    rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
    removed.push(dir);
  }
  return removed;
}

/**
 * Makes this run's folder under `parent` (the OS temp directory), open to every user like /tmp itself (the test
 * PostgreSQL runs as `postgres`, sandboxed apps as their own users); `remove()` deletes it with all it holds.
 */
export function makeRunTempDir(parent = tmpdir()) {
  const dir = mkdtempSync(join(parent, `${PREFIX}${process.pid}-`));
  chmodSync(dir, 0o1777);
  return {
    dir,
    remove() {
      // A server's last writes can race the removal (PostgreSQL's after its SIGTERM): retry, never fail the run.
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove the run's temporary folder ${dir}: ${error.message}`);
      }
    },
  };
}
