// Gateway overhead and throughput, from the built output: `npm run bench:gateway`
// (= `npm run build -w backend && node backend/scripts/bench-gateway.mjs [seconds]`).
//
// Boots the real app in this process on a temporary embedded PostgreSQL with the local (offline) text
// engine, creates an account and an API key on a plan large enough not to run out, then loads
// POST /api/wp/text and the OpenAI-compatible POST /api/openai/v1/chat/completions over loopback: first at a
// fixed 1,000 requests/s from a child process, then as fast as 64 connections go (with wrk when it is installed:
// a Node client would take much of the 2 cores).
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

/** The two routes loaded: the WordPress plugin's and the OpenAI-compatible one, same key, same metering. */
const ROUTES = {
  wp: { path: '/wp/text', label: 'POST /api/wp/text' },
  openai: { path: '/openai/v1/chat/completions', label: 'POST /api/openai/v1/chat/completions' },
};
const PROMPT = 'Write one line for a bakery';

function load(mode, url, key, amount, route) {
  return new Promise((resolve, reject) => {
    const client = fork(path.join(here, 'bench-gateway-client.mjs'), [mode, url, key, String(amount), String(SECONDS), route]);
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

const WRK_BODY = (key, route) =>
  JSON.stringify(
    JSON.stringify(
      route === 'openai'
        ? { model: 'atelier-templates', messages: [{ role: 'user', content: PROMPT }] }
        : { prompt: PROMPT, api_key: key },
    ),
  );

/**
 * wrk's script: posts the request and, for the fixed-rate run, keeps a histogram (0.01 ms buckets) of
 * X-Gateway-Time-Ms per thread and prints it at the end. Each connection waits `delayMs` on average
 * between requests, so 64 connections with 63 ms come to about 1,000 requests/s.
 */
function wrkScript(key, delayMs, route) {
  const lines = ['wrk.method = "POST"', 'wrk.headers["Content-Type"] = "application/json"', `wrk.body = ${WRK_BODY(key, route)}`];
  if (route === 'openai') lines.push(`wrk.headers["Authorization"] = "Bearer ${key}"`);
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

function runWrk(url, key, connections, dir, delayMs, route) {
  const script = path.join(dir, `${route}-${delayMs ? 'rate' : 'max'}.lua`);
  writeFileSync(script, wrkScript(key, delayMs, route));
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
  const useWrk = hasWrk();
  const generator = useWrk ? 'wrk' : 'Node client; install wrk for a lighter load generator';
  const figures = {};
  for (const [route, { path: routePath, label }] of Object.entries(ROUTES)) {
    const url = `${server.url}${routePath}`;
    await load('max', url, key, 8, route).catch(() => undefined); // warm-up: JIT, connection pool
    console.log(`\n${label}, local engine, ${SECONDS} s per run, loopback`);

    const fixed = useWrk
      ? await runWrk(url, key, MAX_CONNECTIONS, dataDir, Math.round((MAX_CONNECTIONS * 1000) / RATE) - 1, route)
      : summarise(await load('rate', url, key, RATE, route));
    console.log(`  at about ${RATE} req/s (${generator}): ${fixed.requests} requests, ${fixed.failed} failed, ${fixed.rps.toFixed(0)} req/s answered`);
    console.log(`  gateway's own time p50 ${fixed.p50.toFixed(3)} ms (goal ≤ ${GOALS.p50} ms: ${verdict(fixed.p50 <= GOALS.p50)})`);
    console.log(`  gateway's own time p99 ${fixed.p99.toFixed(3)} ms (goal ≤ ${GOALS.p99} ms: ${verdict(fixed.p99 <= GOALS.p99)})`);

    const max = useWrk
      ? await runWrk(url, key, MAX_CONNECTIONS, dataDir, undefined, route)
      : summarise(await load('max', url, key, MAX_CONNECTIONS, route));
    console.log(`  as fast as ${MAX_CONNECTIONS} connections go (${generator}): ${max.requests} requests, ${max.failed} failed`);
    console.log(`  sustained ${max.rps.toFixed(0)} req/s by one process (goal ≥ ${GOALS.throughput}: ${verdict(max.rps >= GOALS.throughput)})`);
    if (!useWrk) console.log(`  gateway's own time p50 ${max.p50.toFixed(3)} ms, p99 ${max.p99.toFixed(3)} ms under saturation`);
    figures[route] = { fixed, max };
  }
  const { wp, openai } = figures;
  console.log('\nOpenAI-compatible route beside /api/wp/text (same key, same metering):');
  console.log(`  p50 ${openai.fixed.p50.toFixed(3)} vs ${wp.fixed.p50.toFixed(3)} ms, p99 ${openai.fixed.p99.toFixed(3)} vs ${wp.fixed.p99.toFixed(3)} ms, max ${openai.max.rps.toFixed(0)} vs ${wp.max.rps.toFixed(0)} req/s`);
});
