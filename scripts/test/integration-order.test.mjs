// The integration suite's file order (backend/test/support/longest-first.sequencer.js).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';

const require = createRequire(import.meta.url);
const LongestFirstSequencer = require(join(ROOT, 'backend/test/support/longest-first.sequencer.js'));
const BACKEND = join(ROOT, 'backend');

/** Jest's test objects as the sequencer sees them; `cache` is its duration cache ({path: [0 failed | 1 passed, ms]}). */
function order(files, cache = null) {
  const sizes = Object.fromEntries(files.map(([name, size]) => [join(BACKEND, name), size]));
  const context = { config: { cache: false }, hasteFS: { getSize: (path) => sizes[path] } };
  const sequencer = new LongestFirstSequencer();
  if (cache) sequencer._cache.set(context, Object.fromEntries(Object.entries(cache).map(([name, row]) => [join(BACKEND, name), row])));
  return sequencer.sort(files.map(([name]) => ({ path: join(BACKEND, name), context }))).map((item) => item.path.slice(BACKEND.length + 1));
}

test('without a cached duration, the files measured long come first, longest first, then the rest by size', () => {
  assert.deepEqual(
    order([
      ['test/big-but-quick.e2e-spec.ts', 40_000],
      ['test/fuzz/fuzz.e2e-spec.ts', 4_000],
      ['test/small.e2e-spec.ts', 2_000],
      ['test/movie-render.e2e-spec.ts', 9_000],
    ]),
    ['test/movie-render.e2e-spec.ts', 'test/fuzz/fuzz.e2e-spec.ts', 'test/big-but-quick.e2e-spec.ts', 'test/small.e2e-spec.ts'],
  );
});

test("Jest's cached durations and failures win over the measured figures", () => {
  assert.deepEqual(
    order(
      [
        ['test/fuzz/fuzz.e2e-spec.ts', 4_000],
        ['test/new.e2e-spec.ts', 3_000],
        ['test/now-slow.e2e-spec.ts', 2_000],
        ['test/failed-last-time.e2e-spec.ts', 1_000],
      ],
      { 'test/fuzz/fuzz.e2e-spec.ts': [1, 30_000], 'test/now-slow.e2e-spec.ts': [1, 200_000], 'test/failed-last-time.e2e-spec.ts': [0, 500] },
    ),
    ['test/failed-last-time.e2e-spec.ts', 'test/now-slow.e2e-spec.ts', 'test/fuzz/fuzz.e2e-spec.ts', 'test/new.e2e-spec.ts'],
  );
});
