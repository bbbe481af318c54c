// What a suite killed by its watchdog leaves of an e2e stack (scripts/lib/stack-leftovers.mjs): `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';
import { RUN_DIR, stackPidFiles, stopLeftoversSince } from '../lib/stack-leftovers.mjs';

const spawned = [];
const files = [];

/** A detached process whose command line names `entry`, as the stack's backend and runner do; its own child in its group. */
function detachedProcess(entry) {
  const child = spawn(process.execPath, ['-e', "require('child_process').spawn('sleep', ['300'], { stdio: 'ignore' }); setInterval(() => {}, 1000)", entry], {
    detached: true,
    stdio: 'ignore',
  });
  spawned.push(child);
  return child;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function pidFile(name, pid) {
  mkdirSync(RUN_DIR, { recursive: true });
  const file = join(RUN_DIR, name);
  writeFileSync(file, String(pid));
  files.push(file);
  return file;
}

after(() => {
  for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
  for (const file of files) rmSync(file, { force: true });
});

describe('stack leftovers', () => {
  test('a backend started during the suite is stopped with its group; one running before is kept; a stranger is never signalled', async () => {
    const before = detachedProcess(join(ROOT, 'backend/dist/main.js'));
    pidFile('backend-65101.pid', before.pid);
    const snapshot = stackPidFiles();

    const left = detachedProcess(join(ROOT, 'backend/dist/runner/main.js'));
    const leftFile = pidFile('runner-65102.pid', left.pid);
    // Same name pattern, another program: a pid reused by something else is not ours to kill.
    const stranger = detachedProcess('/tmp/not-atelier.js');
    const strangerFile = pidFile('backend-65103.pid', stranger.pid);

    const exited = once(left, 'exit');
    await stopLeftoversSince(snapshot, 2000);
    await exited;

    assert.equal(existsSync(leftFile), false);
    assert.equal(existsSync(strangerFile), false);
    assert.equal(alive(before.pid), true, 'the stack that ran before the suite is kept');
    assert.equal(alive(stranger.pid), true, 'a process that is not the stack is never signalled');
    // The runner's group (its sandboxed apps) went with it.
    assert.equal(alive(-left.pid), false);
  });
});
