// Chat stream time to first byte, from the built output: `npm run bench:chat`
// (= `npm run build -w backend && node backend/scripts/bench-chat.mjs [rounds]`).
//
// Boots the real app in this process on a temporary embedded PostgreSQL, swaps in a text engine that
// streams like the local one but notes when it yields its first token, and runs rounds of 50
// concurrent POST /api/chat/stream over real HTTP. The load runs in a child process; both read
// CLOCK_MONOTONIC, so "client's first content byte − engine's first token" is the time the server added.
import { fork } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distModule, withBenchServer } from './lib/bench-server.mjs';

const CONCURRENCY = 50;
const ROUNDS = Number(process.argv[2] ?? process.env.BENCH_ROUNDS ?? 10);
const GOAL_P99_MS = 5;

const { ENGINES } = distModule('engines/engines.module.js');
const { LocalTextEngine } = distModule('engines/local/local-text.engine.js');

/** The local engine, noting (by the user's message, unique per request) when its first token left. */
class InstrumentedTextEngine {
  constructor() {
    this.inner = new LocalTextEngine();
    this.engine = this.inner.engine;
    this.firstTokenAt = new Map();
  }

  async *stream(messages, options) {
    const key = messages.findLast((message) => message.role === 'user')?.content ?? '';
    for await (const piece of this.inner.stream(messages, options)) {
      if (!this.firstTokenAt.has(key)) this.firstTokenAt.set(key, process.hrtime.bigint());
      yield piece;
    }
  }
}

/** Runs the load in a child process and waits for its samples (hrtime values as strings). */
function runClient(url) {
  return new Promise((resolve, reject) => {
    const client = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-chat-client.mjs'), [
      url,
      String(ROUNDS),
      String(CONCURRENCY),
    ]);
    client.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer.samples)));
    client.once('exit', (code) => reject(new Error(`the load client exited with ${code} before reporting`)));
    client.once('error', reject);
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => `${value.toFixed(2)} ms`;

await withBenchServer('chat', async (server) => {
  const engines = server.app.get(ENGINES);
  const engine = new InstrumentedTextEngine();
  engines.text = engine;

  const started = performance.now();
  const samples = (await runClient(server.url)).map(({ message, startedAt, firstContentAt }) => {
    const firstToken = engine.firstTokenAt.get(message);
    if (firstToken === undefined) throw new Error('a stream reached the client without the engine producing a token');
    return { added: Number(BigInt(firstContentAt) - firstToken) / 1e6, total: Number(BigInt(firstContentAt) - BigInt(startedAt)) / 1e6 };
  });
  const seconds = (performance.now() - started) / 1000;

  const added = samples.map((sample) => sample.added);
  const total = samples.map((sample) => sample.total);
  console.log(`chat stream TTFB: ${ROUNDS} rounds x ${CONCURRENCY} concurrent streams = ${samples.length} streams in ${seconds.toFixed(1)} s (local engine; load from a separate process; embedded PostgreSQL)`);
  console.log(`  server-added TTFB over the engine's first token: p50 ${ms(percentile(added, 50))}, p99 ${ms(percentile(added, 99))}, max ${ms(Math.max(...added))}; goal p99 <= ${GOAL_P99_MS} ms`);
  console.log(`  total TTFB (request sent -> first content byte): p50 ${ms(percentile(total, 50))}, p99 ${ms(percentile(total, 99))}, max ${ms(Math.max(...total))}`);
});
