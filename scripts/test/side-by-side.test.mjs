import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { runSideBySide } from '../lib/side-by-side.mjs';

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
  test('all run at once; one ending does not stop the stacks, the group stops them after the last', async () => {
    const events = [];
    const scripts = fakeSuite('scripts', events);
    const wordpress = fakeSuite('wordpress', events);
    const done = runSideBySide({ members: [scripts, wordpress], leftovers: recordingLeftovers(events) });
    while (events.length < 3) await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(events, ['snapshot', 'scripts start', 'wordpress start']);
    wordpress.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(events.slice(3), ['wordpress end'], 'nothing is swept while scripts still runs');
    scripts.release();
    const results = await done;
    assert.deepEqual(events.slice(4), ['scripts end', 'sweep after 1']);
    assert.deepEqual(results.map((result) => [result.name, result.code, result.counts.passed]), [['scripts', 0, 1], ['wordpress', 0, 1]]);
    for (const suite of [scripts, wordpress]) {
      assert.equal(suite.how.sweep, false);
      assert.equal(suite.how.output, 'buffer');
    }
    assert.match(scripts.how.header, /━━━ scripts \(beside wordpress\) ━━━/);
  });

  test('one suite alone is swept after it too', async () => {
    const events = [];
    const deploy = fakeSuite('deploy', events);
    deploy.release();
    const [result] = await runSideBySide({ members: [deploy], leftovers: recordingLeftovers(events) });
    assert.deepEqual(events, ['snapshot', 'deploy start', 'deploy end', 'sweep after 1']);
    assert.equal(result.name, 'deploy');
    assert.match(deploy.how.header, /beside nothing/);
  });

  test("a live member prints as it goes, after its header; the others' blocks still wait for their end", async () => {
    const events = [];
    const integration = Object.assign(fakeSuite('integration:backend', events), { live: true });
    const scripts = fakeSuite('scripts', events);
    const written = [];
    const write = process.stdout.write;
    process.stdout.write = (chunk, ...rest) => (written.push(String(chunk)), rest.at(-1)?.call?.(), true);
    let done;
    try {
      done = runSideBySide({ members: [integration, scripts], leftovers: recordingLeftovers(events) });
    } finally {
      process.stdout.write = write;
    }
    assert.deepEqual(written, ['\n━━━ integration:backend (beside scripts) ━━━\n']);
    assert.deepEqual(integration.how, { output: 'inherit', sweep: false });
    assert.equal(scripts.how.output, 'buffer');
    integration.release();
    scripts.release();
    assert.deepEqual((await done).map((result) => result.name), ['integration:backend', 'scripts']);
  });
});
