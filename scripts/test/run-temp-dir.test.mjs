// `npm test`'s temporary folder (scripts/lib/run-temp-dir.mjs): `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { makeRunTempDir, sweepStaleRunTempDirs } from '../lib/run-temp-dir.mjs';

const parent = mkdtempSync(join(tmpdir(), 'run-temp-parent-'));
after(() => rmSync(parent, { recursive: true, force: true }));

/** A pid no process has: a child that has exited and been reaped. */
function deadPid() {
  return spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
}

describe('the run temporary folder', () => {
  test('is named after the run, open to every user like /tmp, and removed with all it holds', () => {
    const run = makeRunTempDir(parent);
    assert.match(run.dir, new RegExp(`/atelier-run-${process.pid}-[A-Za-z0-9]{6}$`));
    assert.equal(statSync(run.dir).mode & 0o7777, 0o1777);
    mkdirSync(join(run.dir, 'atelier-test-pg-abc123', 'base'), { recursive: true });
    writeFileSync(join(run.dir, 'atelier-test-pg-abc123', 'base', 'file'), 'data');
    run.remove();
    assert.equal(existsSync(run.dir), false);
    run.remove();
  });

  test("a child process's os.tmpdir() follows TMPDIR into it", () => {
    const run = makeRunTempDir(parent);
    const seen = spawnSync(process.execPath, ['-e', "process.stdout.write(require('os').tmpdir())"], { encoding: 'utf8', env: { ...process.env, TMPDIR: run.dir } }).stdout;
    assert.equal(seen, run.dir);
    run.remove();
  });

  test('the sweep removes the folders of runs that are gone, and only those', () => {
    const dead = join(parent, `atelier-run-${deadPid()}-AbC123`);
    const live = join(parent, `atelier-run-${process.pid}-XyZ789`);
    const other = join(parent, 'atelier-run-notapid-AbC123');
    for (const dir of [dead, live, other]) mkdirSync(join(dir, 'inside'), { recursive: true });
    assert.deepEqual(sweepStaleRunTempDirs(parent), [dead]);
    assert.deepEqual(readdirSync(parent).sort(), ['atelier-run-notapid-AbC123', `atelier-run-${process.pid}-XyZ789`].sort());
  });
});
