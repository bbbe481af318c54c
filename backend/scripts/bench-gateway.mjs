// Gateway overhead and throughput, from the built output: `npm run bench:gateway`
// (= `npm run build -w backend && node backend/scripts/bench-gateway.mjs [seconds]`).
//
// Boots the real app in this process on a temporary embedded PostgreSQL with the local (offline) text
// engine, creates an account and an API key on a plan large enough not to run out, then loads
// POST /api/wp/text over loopback: first at a fixed 1,000 requests/s from a child process, then as fast
// as 64 connections go (with wrk when it is installed: a Node client would take much of the 2 cores).
// The gateway's own time (key check, atomic reservation, metering, JSON — the engine's time excluded)
// is read from each answer's X-Gateway-Time-Ms header.
import { execFileSync, fork, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataSourceOf, withBenchServer } from './lib/bench-server.mjs';

const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const RATE = 1_000;
const MAX_CONNECTIONS = 64;
const GOALS = { p50: 1, p99: 5, throughput: 2_000 };

const here = path.dirname(fileURLToPath(import.meta.url));

async function api(base, route, body, token) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** An account on a bench-only plan, so metering runs for real but never refuses. */
async function keyWithLargePlan(server) {
  const { token, user } = await api(server.url, '/auth/signup', { email: `bench.${Date.now()}@example.com`, password: 'Bench-Gateway-2048' });
  const dataSource = dataSourceOf(server);
  await dataSource.query(
    `INSERT INTO integration_plans (id, name, price_monthly, tokens, images, videos, position)
     VALUES ('bench', 'Bench', 0, 1000000000000, 0, 0, 99) ON CONFLICT (id) DO NOTHING`,
  );
  await dataSource.query("UPDATE users SET api_plan = 'bench' WHERE id = $1", [user.id]);
  return (await api(server.url, '/integrations/key', { label: 'bench' }, token)).key;
}

function load(mode, url, key, amount) {
  return new Promise((resolve, reject) => {
    const client = fork(path.join(here, 'bench-gateway-client.mjs'), [mode, url, key, String(amount), String(SECONDS)]);
    client.once('message', resolve);
    client.once('exit', (code) => reject(new Error(`the load client exited with ${code} before reporting`)));
    client.once('error', reject);
  });
}

/** wrk (C) loads harder than a Node client can on 2 cores; used for the throughput run when installed. */
function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return error.status === 1; // `wrk --version` prints its usage and exits 1
  }
}

const WRK_BODY = (key) => JSON.stringify(JSON.stringify({ prompt: 'Write one line for a bakery', api_key: key }));

/**
 * wrk's script: posts the request and, for the fixed-rate run, keeps a histogram (0.01 ms buckets) of
 * X-Gateway-Time-Ms per thread and prints it at the end. Each connection waits `delayMs` on average
 * between requests, so 64 connections with 63 ms come to about 1,000 requests/s.
 */
function wrkScript(key, delayMs) {
  const lines = ['wrk.method = "POST"', 'wrk.headers["Content-Type"] = "application/json"', `wrk.body = ${WRK_BODY(key)}`];
  if (delayMs) {
    lines.push(
      'local threads = {}',
      'function setup(thread) table.insert(threads, thread) end',
      'function init(args) hist = {} end',
      // Uniform 0..2×delay: the connections drift apart instead of firing in bursts of 64.
      `function delay() return math.random(0, ${2 * delayMs}) end`,
      'function response(status, headers, body)',
      '  local v = tonumber(headers["X-Gateway-Time-Ms"] or headers["x-gateway-time-ms"])',
      '  if status == 200 and v then local b = math.floor(v * 100); hist[b] = (hist[b] or 0) + 1 end',
      'end',
      'function done(summary, latency, requests)',
      '  local merged = {}',
      '  for _, t in ipairs(threads) do for k, v in pairs(t:get("hist")) do merged[k] = (merged[k] or 0) + v end end',
      '  for k, v in pairs(merged) do io.write(string.format("GW %d %d\\n", k, v)) end',
      'end',
    );
  }
  return `${lines.join('\n')}\n`;
}

function runWrk(url, key, connections, dir, delayMs) {
  const script = path.join(dir, delayMs ? 'rate.lua' : 'max.lua');
  writeFileSync(script, wrkScript(key, delayMs));
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${connections}`, `-d${SECONDS}s`, '-s', script, url]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
      const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
      const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
      if (!Number.isFinite(rps)) return reject(new Error(`could not read wrk's output:\n${output}`));
      const times = [];
      for (const [, bucket, count] of output.matchAll(/^GW (\d+) (\d+)$/gm)) {
        for (let i = 0; i < Number(count); i += 1) times.push(Number(bucket) / 100);
      }
      times.sort((a, b) => a - b);
      resolve({ rps: (rps * (requests - failed)) / requests, requests, failed, p50: percentile(times, 50), p99: percentile(times, 99) });
    });
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise({ results, elapsedSeconds }) {
  const ok = results.filter((result) => result.status === 200);
  const times = ok.map((result) => result.gatewayMs).filter(Number.isFinite).sort((a, b) => a - b);
  return {
    requests: results.length,
    failed: results.length - ok.length,
    rps: ok.length / elapsedSeconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

const verdict = (ok) => (ok ? 'within goal' : 'OVER GOAL');
await withBenchServer('gateway', async (server, dataDir) => {
  const key = await keyWithLargePlan(server);
  const url = `${server.url}/wp/text`;
  await load('max', url, key, 8).catch(() => undefined); // warm-up: JIT, connection pool
  console.log(`POST /api/wp/text, local engine, ${SECONDS} s per run, loopback`);

  const useWrk = hasWrk();
  const generator = useWrk ? 'wrk' : 'Node client; install wrk for a lighter load generator';
  const fixed = useWrk
    ? await runWrk(url, key, MAX_CONNECTIONS, dataDir, Math.round((MAX_CONNECTIONS * 1000) / RATE) - 1)
    : summarise(await load('rate', url, key, RATE));
  console.log(`\nat about ${RATE} req/s (${generator}): ${fixed.requests} requests, ${fixed.failed} failed, ${fixed.rps.toFixed(0)} req/s answered`);
  console.log(`  gateway's own time p50 ${fixed.p50.toFixed(3)} ms (goal ≤ ${GOALS.p50} ms: ${verdict(fixed.p50 <= GOALS.p50)})`);
  console.log(`  gateway's own time p99 ${fixed.p99.toFixed(3)} ms (goal ≤ ${GOALS.p99} ms: ${verdict(fixed.p99 <= GOALS.p99)})`);

  const max = useWrk ? await runWrk(url, key, MAX_CONNECTIONS, dataDir) : summarise(await load('max', url, key, MAX_CONNECTIONS));
  console.log(`\nas fast as ${MAX_CONNECTIONS} connections go (${generator}): ${max.requests} requests, ${max.failed} failed`);
  console.log(`  sustained ${max.rps.toFixed(0)} req/s by one process (goal ≥ ${GOALS.throughput}: ${verdict(max.rps >= GOALS.throughput)})`);
  if (!useWrk) console.log(`  gateway's own time p50 ${max.p50.toFixed(3)} ms, p99 ${max.p99.toFixed(3)} ms under saturation`);
});
