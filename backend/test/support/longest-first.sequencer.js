// The integration files start longest first (ARCHITECTURE.md §15): the suite runs on three workers, and a long file
// that starts last runs on alone while the others idle. Jest orders by the times it cached from earlier runs on
// this checkout; a fresh clone (every CI run) has none and Jest falls back to file size, which started the
// 125-s fuzz file last. file-seconds.json holds each file's time from a fresh clone's run (seconds, relative weights
// only: a stale or missing entry changes the order, never a result). A file in neither starts after the known ones.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const FILE_SECONDS = require('./file-seconds.json');

const TEST_ROOT = path.resolve(__dirname, '..');

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const weight = (test) => this.time(test) ?? (FILE_SECONDS[path.relative(TEST_ROOT, test.path).split(path.sep).join('/')] ?? 0) * 1000;
    const byDefault = super.sort([...tests]);
    const rank = new Map(byDefault.map((test, index) => [test, index]));
    // Failed files first, as Jest does; then the longest; ties (unknown files among them) in Jest's own order.
    return byDefault.sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || weight(b) - weight(a) || rank.get(a) - rank.get(b));
  }
}

module.exports = LongestFirstSequencer;
