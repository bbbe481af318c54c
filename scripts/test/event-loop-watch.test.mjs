// bench:gateway prints what the backend's own event loop did over each run (lib/event-loop-watch.mjs): a blocked loop
// must show as a delay at least as long as the block, and collections must be counted by kind.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchEventLoop } from '../../backend/scripts/lib/event-loop-watch.mjs';

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

test('reports a loop held up: its longest delay covers the time the loop was blocked', async () => {
  const watch = watchEventLoop();
  await turn();
  const blockedUntil = performance.now() + 60;
  while (performance.now() < blockedUntil); // nothing else can run: every timer is late by this much
  await turn();
  const { delay, gc } = watch.stop();
  const longest = Number(/max ([\d.]+) ms late/.exec(delay)?.[1]);
  assert.ok(longest >= 50, `longest delay ${longest} ms, the loop was blocked for 60 ms (${delay})`);
  assert.match(delay, /^p50 [\d.]+, p99 [\d.]+, max [\d.]+ ms late$/);
  assert.equal(typeof gc, 'string');
});

test('counts garbage collections by kind, with their pause times', async () => {
  const watch = watchEventLoop();
  // Enough short-lived garbage for several scavenges of any young generation size used here (≤ 64 MB).
  const garbage = () => Array.from({ length: 100_000 }, (_, i) => ({ i, text: `item ${i}` })).length;
  for (let round = 0; round < 40; round += 1) {
    assert.equal(garbage(), 100_000);
    await turn();
  }
  const { gc } = watch.stop();
  assert.match(gc, /^\d+ minor \(\d+ ms, longest [\d.]+\)/);
});
