import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DependencyCache } from './dependency-cache';
import type { DependencyRequest } from './dependency-manifest';
import type { ToolRun, ToolRunner } from './run-tool';

const request: DependencyRequest = { kind: 'npm', specs: ['lodash@^4.17.21'], manifest: '{"dependencies":{"lodash":"^4.17.21"}}', lockfile: null, key: 'a1b2' };

/** A stand-in for npm: writes a package into node_modules once `release` is called, and counts its runs. */
function fakeNpm(outcome: Partial<ToolRun> = {}, bytes = 10) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  const run: ToolRunner = async (_argv, cwd) => {
    calls.push(cwd);
    await gate;
    mkdirSync(path.join(cwd, 'node_modules', 'lodash'), { recursive: true });
    writeFileSync(path.join(cwd, 'node_modules', 'lodash', 'index.js'), 'x'.repeat(bytes));
    return { code: 0, output: '', timedOut: false, ...outcome };
  };
  return { run, calls, release: () => release() };
}

describe(DependencyCache.name, () => {
  let dir: string;
  const settings = () => ({ dir, timeoutSeconds: 30, maxMb: 1, tools: { npmBinary: 'npm', pythonBinary: 'python3' } });
  const leftovers = () => readdirSync(path.join(dir, 'npm')).filter((name) => name.startsWith('.building-'));

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'deps-cache-'));
  });

  it('installs once for identical requests made at once, and reuses the tree for every later one', async () => {
    const npm = fakeNpm();
    const cache = new DependencyCache(settings(), npm.run);
    const notes: string[] = [];
    const both = Promise.all([cache.prepare(request, (line) => notes.push(line)), cache.prepare(request, (line) => notes.push(line))]);
    npm.release();
    const [first, second] = await both;

    expect(npm.calls).toHaveLength(1);
    expect(first).toEqual({ ok: true, tree: path.join(dir, 'npm', 'a1b2', 'node_modules'), reused: false });
    expect(second).toEqual(first);
    expect(readFileSync(path.join(dir, 'npm', 'a1b2', 'package.json'), 'utf8')).toBe(request.manifest);
    expect(await cache.prepare(request, (line) => notes.push(line))).toEqual({ ...first, reused: true });
    expect(npm.calls).toHaveLength(1);
    expect(notes.at(-1)).toBe('Dependencies: reusing the installed lodash@^4.17.21 (cached for this package.json).');
    expect(leftovers()).toEqual([]);
  });

  it('builds aside and renames into place, so two runners racing on one folder both end with one whole tree', async () => {
    const one = fakeNpm();
    const two = fakeNpm();
    const racing = Promise.all([new DependencyCache(settings(), one.run).prepare(request, () => undefined), new DependencyCache(settings(), two.run).prepare(request, () => undefined)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(existsSync(path.join(dir, 'npm', 'a1b2'))).toBe(false);
    one.release();
    two.release();
    const [a, b] = await racing;

    expect(a).toMatchObject({ ok: true, tree: path.join(dir, 'npm', 'a1b2', 'node_modules') });
    expect(b).toMatchObject({ ok: true, tree: path.join(dir, 'npm', 'a1b2', 'node_modules') });
    expect(readdirSync(path.join(dir, 'npm', 'a1b2', 'node_modules'))).toEqual(['lodash']);
    expect(leftovers()).toEqual([]);
  });

  it('keeps nothing of a failed install and tries again next time', async () => {
    const failing = fakeNpm({ code: 1, output: 'npm error code ETARGET\nnpm error notarget No matching version found for lodash@^4.17.21.\n' });
    failing.release();
    const notes: string[] = [];
    const failed = await new DependencyCache(settings(), failing.run).prepare(request, (line) => notes.push(line));

    expect(failed).toEqual({ ok: false, reason: 'npm could not install lodash@^4.17.21: No matching version found for lodash@^4.17.21.' });
    expect(notes).toEqual([expect.stringMatching(/^Installing dependencies… npm lodash@\^4\.17\.21/), failed.ok ? '' : failed.reason]);
    expect(readdirSync(path.join(dir, 'npm'))).toEqual([]);
    const working = fakeNpm();
    working.release();
    expect(await new DependencyCache(settings(), working.run).prepare(request, () => undefined)).toMatchObject({ ok: true, reused: false });
  });

  it('refuses a tree larger than its size limit, and an install that ran out of time', async () => {
    const big = fakeNpm({}, 2 * 1024 * 1024);
    big.release();
    expect(await new DependencyCache(settings(), big.run).prepare(request, () => undefined)).toEqual({
      ok: false,
      reason: 'The dependencies take 2 MB, more than the 1 MB allowed (RUNNER_DEPS_MAX_MB).',
    });
    const slow = fakeNpm({ code: null, timedOut: true });
    slow.release();
    expect(await new DependencyCache(settings(), slow.run).prepare(request, () => undefined)).toEqual({
      ok: false,
      reason: 'npm could not install lodash@^4.17.21 within 30 s (RUNNER_DEPS_TIMEOUT_SECONDS).',
    });
    expect(readdirSync(path.join(dir, 'npm'))).toEqual([]);
  });

  it('sweeps folders a killed runner left half-built, once older than twice the install time limit, and nothing else', async () => {
    mkdirSync(path.join(dir, 'pip', '.building-k-1'), { recursive: true });
    mkdirSync(path.join(dir, 'npm', '.building-k-2'), { recursive: true });
    mkdirSync(path.join(dir, 'npm', 'a1b2', 'node_modules'), { recursive: true });
    const cache = new DependencyCache(settings());

    expect(await cache.sweep(Date.now() + 59_000)).toBe(0);
    expect(await cache.sweep(Date.now() + 61_000)).toBe(2);
    expect(readdirSync(path.join(dir, 'npm'))).toEqual(['a1b2']);
    expect(readdirSync(path.join(dir, 'pip'))).toEqual([]);
  });
});
