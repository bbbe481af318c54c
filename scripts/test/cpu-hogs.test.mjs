// The hogs of `npm test -- --stress` (scripts/lib/cpu-hogs.mjs): they spin, and none outlives the run, however it
// ends. `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startCpuHogs } from '../lib/cpu-hogs.mjs';
import { cpuMilliseconds, isGone, waitUntil } from './support/processes.mjs';

describe('startCpuHogs', () => {
  test('starts hogs that keep a core busy, and stop() leaves none behind', async () => {
    const hogs = startCpuHogs(2);
    assert.equal(hogs.pids.length, 2);
    try {
      // Busy: each one gathers CPU time of its own (a sleeping process would gather none).
      await waitUntil(() => hogs.pids.every((pid) => cpuMilliseconds(pid) >= 300));
    } finally {
      await hogs.stop();
    }
    assert.deepEqual(hogs.pids.filter((pid) => !isGone(pid)), []);
  });

  test('the hogs end on their own when the runner that started them is killed (SIGKILL)', async () => {
    const lib = fileURLToPath(new URL('../lib/cpu-hogs.mjs', import.meta.url));
    const runner = spawn(
      process.execPath,
      ['--input-type=module', '-e', `import { startCpuHogs } from ${JSON.stringify(lib)}; console.log(JSON.stringify(startCpuHogs(2).pids)); setInterval(() => {}, 1000);`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = await once(runner.stdout, 'data');
    const pids = JSON.parse(String(line));
    await waitUntil(() => pids.every((pid) => cpuMilliseconds(pid) > 0));
    runner.kill('SIGKILL');
    await once(runner, 'exit');
    await waitUntil(() => pids.every(isGone));
  });
});
