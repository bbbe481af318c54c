// The integration files' order: longest first, so the last minutes of a run are not one long file on one worker
// while the others sit idle (ARCHITECTURE.md §15).
//
// Jest's own order does this from the durations in its cache, but a file it has no duration for (a fresh machine,
// a cleared cache) runs before every timed one, the larger files first — and a short file can start a long test
// (the fuzz's spec is 4 KB and runs 90 s, its code lives in test/fuzz/): on a cold cache it began at 350 s and ran
// alone to 445 s. Here a file without a cached duration takes the one measured below; failed files still come first.
const TestSequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

const BACKEND_DIR = path.resolve(__dirname, '..', '..');

/**
 * Seconds each of the longest files took in a fresh clone's `npm test` on a 2-core machine (three workers,
 * .ci-results/integration:backend.json). Every other file took under 15 s. Only their order matters here.
 */
const MEASURED_SECONDS = {
  'test/movie-render.e2e-spec.ts': 123,
  'test/fuzz/fuzz.e2e-spec.ts': 94,
  'test/music.e2e-spec.ts': 88,
  'test/movie-restart.e2e-spec.ts': 81,
  'test/jobs-database-outage.e2e-spec.ts': 79,
  'test/music-previews.e2e-spec.ts': 66,
  'test/music-exports.e2e-spec.ts': 59,
  'test/movie-narration.e2e-spec.ts': 28,
  'test/video-restart.e2e-spec.ts': 27,
  'test/movie-formats.e2e-spec.ts': 26,
  'test/movie-exports.e2e-spec.ts': 25,
  'test/database-outage.e2e-spec.ts': 23,
  'test/build-studio.e2e-spec.ts': 22,
  'test/embedded-postgres.e2e-spec.ts': 20,
  'test/runner-limits.e2e-spec.ts': 18,
  'test/module-selection.e2e-spec.ts': 16,
};

class LongestFirstSequencer extends TestSequencer {
  /** Milliseconds: Jest's cached duration, else the measured one, else none. */
  expectedMs(test) {
    const cached = this.time(test);
    if (cached != null) return cached;
    const measured = MEASURED_SECONDS[path.relative(BACKEND_DIR, test.path).split(path.sep).join('/')];
    return measured == null ? undefined : measured * 1000;
  }

  sort(tests) {
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    const facts = new Map(tests.map((test) => [test, { failed: this.hasFailed(test), ms: this.expectedMs(test) }]));
    // As Jest's own sort does: the scheduler reads test.duration (whether to run in band).
    for (const test of tests) test.duration = facts.get(test).ms;
    return [...tests].sort((a, b) => {
      const [first, second] = [facts.get(a), facts.get(b)];
      if (first.failed !== second.failed) return first.failed ? -1 : 1;
      // A file without any figure is taken as short: it runs after every file known to be long.
      const [msA, msB] = [first.ms ?? 0, second.ms ?? 0];
      if (msA !== msB) return msB - msA;
      return size(b) - size(a);
    });
  }
}

module.exports = LongestFirstSequencer;
