import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { runSideBySide, sharedFactor } from '../lib/side-by-side.mjs';

/** A suite that records what it was given and when it ran; it ends when `release` is called. */
function fakeSuite(name, events) {
  let release;
  const ended = new Promise((resolve) => (release = resolve));
  const suite = {
    name,
    how: null,
    async run(names, how) {
      events.push(`${name} start`);
      suite.how = how;
      assert.deepEqual(names, [name]);
      await ended;
      events.push(`${name} end`);
      return { code: 0, counts: { passed: 1, failed: 0 } };
    },
    release: () => release(),
  };
  return suite;
}

/** Leftover-stack bookkeeping that only records when it was asked to look and to stop. */
function recordingLeftovers(events) {
  return {
    snapshot: () => {
      events.push('snapshot');
      return new Map([['backend-4100.pid', '1']]);
    },
    stopSince: async (before) => {
      events.push(`sweep after ${before.size}`);
    },
  };
}

describe('suites side by side', () => {
  test('suites that share the cores get the machine factor times how many run; others keep it', () => {
    assert.equal(sharedFactor(1.2, 2, true), 2.4);
    assert.equal(sharedFactor(1.2, 1, true), 1.2);
    assert.equal(sharedFactor(1.2, 2, false), 1.2);
    assert.equal(sharedFactor(3.7, 3, true), 11.1);
  });

  test('both run at once; one ending does not stop the stacks, the group stops them after the last', async () => {
    const events = [];
    const integration = fakeSuite('integration:backend', events);
    const e2e = fakeSuite('e2e', events);
    const written = [];
    const done = runSideBySide({
      members: [integration, e2e],
      baseFactor: 1.2,
      shareCores: true,
      live: 'e2e',
      prepare: async () => events.push('prepare'),
      leftovers: recordingLeftovers(events),
      write: (text) => written.push(text),
    });
    while (events.length < 4) await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(events, ['prepare', 'snapshot', 'integration:backend start', 'e2e start']);
    e2e.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(events.slice(4), ['e2e end'], 'nothing is swept while integration still runs');
    integration.release();
    const results = await done;
    assert.deepEqual(events.slice(5), ['integration:backend end', 'sweep after 1']);
    assert.deepEqual(results.map((result) => [result.name, result.code, result.counts.passed]), [['integration:backend', 0, 1], ['e2e', 0, 1]]);
    for (const suite of [integration, e2e]) {
      assert.equal(suite.how.sweep, false);
      assert.equal(suite.how.env.ATELIER_TIME_FACTOR, '2.4');
      assert.match(suite.how.header, /time factor 2\.4: 1\.2 × 2 suites on the cores/);
    }
    assert.equal(e2e.how.output, 'inherit');
    assert.equal(integration.how.output, 'buffer');
    assert.deepEqual(written, [e2e.how.header], 'the live suite’s header is printed before its output');
  });

  test('one suite alone keeps the machine factor and is not prepared for', async () => {
    const events = [];
    const e2e = fakeSuite('e2e', events);
    e2e.release();
    await runSideBySide({ members: [e2e], baseFactor: 1.5, shareCores: true, live: 'e2e', prepare: async () => events.push('prepare'), leftovers: recordingLeftovers(events), write: () => undefined });
    assert.deepEqual(events, ['snapshot', 'e2e start', 'e2e end', 'sweep after 1']);
    assert.equal(e2e.how.env.ATELIER_TIME_FACTOR, '1.5');
    assert.doesNotMatch(e2e.how.header, /time factor/);
  });
});
