// `npm test -- --stress` (scripts/test.mjs): the hogs run while the factor is measured and are gone when the run
// ends; the factor reaches the suites. `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../lib/apps.mjs';
import { isGone } from './support/processes.mjs';

const results = mkdtempSync(join(tmpdir(), 'atelier-test-results-'));
after(() => rmSync(results, { recursive: true, force: true }));

/**
 * `node scripts/test.mjs …` with its reports kept apart from those of the run this test is part of, and without
 * the factor that run was given, so it measures one unless `env` gives it.
 */
function runTests(args, env = {}) {
  const inherited = { ...process.env };
  delete inherited.ATELIER_TIME_FACTOR;
  return promisify(execFile)(process.execPath, ['scripts/test.mjs', ...args], { cwd: ROOT, env: { ...inherited, ATELIER_TEST_RESULTS: results, ...env } });
}

test('--stress starts two hogs before measuring the factor and leaves none when the run ends', async () => {
  const { stdout } = await runTests(['--stress', 'no-such-suite']);

  const pids = /busy CPU hogs .*\(pids (\d+), (\d+)\)/.exec(stdout)?.slice(1).map(Number);
  assert.ok(pids, stdout);
  assert.match(stdout, /Machine factor \d+(\.\d)? \(measured: the fixed workload (took \d+ ms|ran past the cap, 6 × \d+ ms)\)/);
  assert.ok(stdout.indexOf('busy CPU hogs') < stdout.indexOf('Machine factor'));
  assert.deepEqual(pids.filter((pid) => !isGone(pid)), []);
  assert.match(stdout, /\n0 passed, 0 failed\n$/);
});

test('a factor given in ATELIER_TIME_FACTOR is used as it is, within 1 to 6', async () => {
  assert.match((await runTests(['no-such-suite'], { ATELIER_TIME_FACTOR: '2.5' })).stdout, /Machine factor 2\.5 \(given in ATELIER_TIME_FACTOR\)/);
  assert.match((await runTests(['no-such-suite'], { ATELIER_TIME_FACTOR: '40' })).stdout, /Machine factor 6 \(given/);
});
