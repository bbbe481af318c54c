// Job progress from the worker to the browser, from the built output: `npm run bench:jobs`
// (= `npm run build -w backend && node backend/scripts/bench-jobs.mjs [jobs]`).
//
// Boots the real app (API and worker in one process, as `npm start` runs it) on a temporary embedded
// PostgreSQL and swaps in a video engine that reports progress every 120 ms, noting when each report
// left the engine. A client in a separate process starts the jobs (POST /api/video/generate with
// Prefer: respond-async) and follows each on GET /api/jobs/:id/events, noting when each progress value
// arrives. Both read CLOCK_MONOTONIC, so "arrived − reported" is the whole path: the progress writer,
// the row update, NOTIFY, the listening connection and the event stream.
import { fork } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { distModule, withBenchServer } from './lib/bench-server.mjs';

const JOBS = Number(process.argv[2] ?? process.env.BENCH_JOBS ?? 40);
const CONCURRENCY = 10;
const STEPS = 12;
const STEP_MS = 120;
const GOAL_P99_MS = 250;

const { ENGINES } = distModule('engines/engines.module.js');
const { disposerOf } = distModule('engines/shared/video-work-folder.js');
const { LocalVideoEngine } = distModule('engines/local/local-video.engine.js');

/** Reports STEPS progress values, STEP_MS apart, noting when each was reported, then hands out a real MP4. */
class ReportingVideoEngine {
  constructor(mp4) {
    this.mp4 = mp4;
    this.engine = { provider: 'local', model: 'bench', label: 'bench engine' };
    this.reportedAt = new Map();
  }

  async generate(prompt, options = {}) {
    for (let step = 1; step <= STEPS; step += 1) {
      await sleep(STEP_MS);
      const percent = Math.round((step / (STEPS + 1)) * 100);
      this.reportedAt.set(`${prompt}|${percent}`, process.hrtime.bigint());
      options.onProgress?.(percent / 100);
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'atelier-video-bench-'));
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, this.mp4);
    return { path: file, contentType: 'video/mp4', seconds: 1, width: 160, height: 96, engine: this.engine, dispose: disposerOf(dir) };
  }
}

async function smallMp4() {
  const { readFile } = await import('node:fs/promises');
  const video = await new LocalVideoEngine().generate('bench clip', { seconds: 1, width: 160, height: 96 });
  return readFile(video.path).finally(() => video.dispose());
}

function runClient(url) {
  return new Promise((resolve, reject) => {
    const client = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-jobs-client.mjs'), [url, String(JOBS), String(CONCURRENCY)]);
    client.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer.samples)));
    client.once('exit', (code) => reject(new Error(`the client exited with ${code} before reporting`)));
    client.once('error', reject);
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => `${value.toFixed(1)} ms`;

await withBenchServer('jobs', async (server) => {
  const engine = new ReportingVideoEngine(await smallMp4());
  server.app.get(ENGINES).video = engine;
  const started = performance.now();
  const arrivals = await runClient(server.url);
  const seconds = (performance.now() - started) / 1000;
  const latencies = arrivals
    .map(({ prompt, progress, arrivedAt }) => {
      const reported = engine.reportedAt.get(`${prompt}|${progress}`);
      return reported === undefined ? null : Number(BigInt(arrivedAt) - reported) / 1e6;
    })
    .filter((value) => value !== null);
  const expected = JOBS * STEPS;
  console.log(`job progress worker -> browser: ${JOBS} video jobs (${CONCURRENCY} at a time, ${STEPS} progress reports each, ${STEP_MS} ms apart) in ${seconds.toFixed(1)} s; embedded PostgreSQL; client in a separate process`);
  console.log(`  progress events received: ${latencies.length} of ${expected} reported (the rest were merged into a later value by the 100 ms write throttle)`);
  console.log(`  latency report -> event received: p50 ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}; goal p99 <= ${GOAL_P99_MS} ms`);
});
