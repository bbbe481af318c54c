// Gateway overhead against Portkey, from the built output: `npm run bench:gateway [-- options]`
// (= `npm run build -w backend && node backend/scripts/bench-gateway.mjs`).
//   --rate N (1000)  --seconds N (15)  --rounds N (3)  --log-level L (info, as production)  --quick (3 s, 1 round)
//
// One run, one fake OpenAI-compatible upstream on loopback (scripts/lib/fake-openai-upstream.mjs, its own
// process; non-streamed JSON for whoever asks for it) and five targets loaded the same way:
//   floor   the upstream itself: what any gateway adds is measured over this;
//   node    the least a Node gateway can be (scripts/lib/node-floor-proxy.mjs, its own process, the API's V8
//           flags): Node's HTTP server in, undici out, JSON both ways, nothing else — what any Node gateway
//           adds on this machine, so what ours adds beyond it is the cost of what ours does;
//   openai  our POST /api/wp/text with the OpenAI engine pointed at the upstream: real API key on a plan with
//           room, key check and exact metering on every request (lent from the account's allowance block,
//           what it kept counted by a grouped settle in PostgreSQL before the answer goes out);
//   portkey @portkey-ai/gateway (dev dependency) proxying /v1/chat/completions to the same upstream: no auth,
//           no metering, no logging of its own;
//   local   our POST /api/wp/text with the local (offline) engine: the gateway without an upstream.
// Fixed rate: an open-loop Node client (bench-gateway-client.mjs: one process for the whole run, warmed up by the
// warm-up runs; undici Pool) sends request i at start + i/rate and counts its latency from that scheduled time,
// so a stalled server cannot hide its queue.
// wrk here is wrk 1 (no -R) and closed-loop: a connection only sends when its previous answer came, which under
// a stall sends less and measures less (coordinated omission); its Lua hooks cannot stamp scheduled times either.
// Max throughput: closed loop is right there, so wrk (C, light on the 2 cores) with 64 connections.
// CPU ms per request: /proc utime+stime of the serving process (ours: this process; the floor: the upstream's;
// Portkey: its own) and, for ours, of PostgreSQL (the postmaster, its backends, its exited children), read
// before and after each fixed-rate run and each wrk run, divided by the answers each counted (lib/proc-cpu.mjs).
// Each figure is the median of the rounds; a round runs every target back to back, so noise from the shared
// machine hits them alike. Each target is warmed up (WARM_UP_SECONDS at the rate) right before its own runs:
// ours, warmed once and then left idle ~60 s while the floor and the bare proxy ran, answered the first second
// of its run with p99 0.7–2.2 s. Not the gateway's code: the first scavenge of a quiet spell (30–55 s into it
// here) finds the allocation rate low and uncommits the idle semi-space (new space 32 → 16 MB, RssAnon −16 MB),
// and this VM makes a page's first touch cost ~15 µs (256 MB touched in 954 ms; warm, 2.4 ms): the burst's
// first second took 11–16k page faults more than a warm one and ~200 ms more of GC, at ~75 % load — a queue
// that took 1–2 s to drain. The figures are the steady state at the rate.
// The backend runs in this process (booted once per engine), so the RSS printed is the backend's: idle after
// warm-up, peak (VmHWM) under the load.
import { fork, spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { watchEventLoop } from './lib/event-loop-watch.mjs';
import { formatRss, idleRss, peakRss } from './lib/bench-server.mjs';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { forkServer } from './lib/fork-server.mjs';
import { freePort } from './lib/free-port.mjs';
import { prioritizeInstrument } from './lib/instrument-priority.mjs';
import { postmasterPid, processCpuMs, processTreeCpuMs } from './lib/proc-cpu.mjs';

const { values: options } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    quick: { type: 'boolean', default: false },
  },
});
const RATE = Number(options.rate);
const SECONDS = Number(options.seconds ?? (options.quick ? 3 : 15));
const ROUNDS = Number(options.rounds ?? (options.quick ? 1 : 3));
const WARM_UP_SECONDS = options.quick ? 1 : 3;
const MAX_CONNECTIONS = 64;
const GOALS = { p50: 1, p99: 5, throughput: 2_500 };
const PROMPT = 'Write one line for a bakery';
const UPSTREAM_KEY = 'sk-bench-upstream';
const MODEL = 'bench-model';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// BENCH_DIST: another build of the backend (same depth as backend/dist), to compare two builds back to back.
const DIST = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.resolve(here, '..', 'dist');
const distRequire = createRequire(path.join(DIST, 'server.js'));
const distModule = (relativePath) => distRequire(path.join(DIST, relativePath));
const dataSourceOf = (server) => server.app.get(distRequire('typeorm').DataSource);

const children = [];

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}
process.on('exit', () => children.forEach((child) => child.kill()));

/** Starts a helper server of lib/ (see the top of this file); it is killed when this process exits. */
async function startHelper(script, args = [], options = {}) {
  const server = await forkServer(path.join(here, 'lib', script), args, options);
  children.push(server.child);
  return server;
}

const startUpstream = () => startHelper('fake-openai-upstream.mjs');

/** The bare Node proxy in front of the upstream, with the API's V8 flags. */
const startNodeFloor = (upstreamUrl) =>
  startHelper('node-floor-proxy.mjs', [`${upstreamUrl}/v1`], { execArgv: API_NODE_FLAGS, env: { ...process.env, UPSTREAM_KEY, MODEL } });

/**
 * Portkey's Node server; `--headless` and NODE_ENV=production skip its log UI. Ready once it answers.
 * A fresh one per round, stopped after its runs: at 1,000 req/s Portkey falls seconds behind, and a process
 * left with that backlog (and the heap it grew) kept collecting and shrinking it on the shared cores through
 * the next round's other targets (ours: p99 7–8 ms in round 1, 30–40 ms in the rounds after Portkey had run).
 */
async function startPortkey() {
  const port = await freePort();
  const entry = require.resolve('@portkey-ai/gateway/build/start-server.js');
  const child = spawn(process.execPath, [entry, `--port=${port}`, '--headless'], { env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await fetch(url).then(() => true, () => false)) return { url, pid: child.pid, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Portkey did not start');
}

/** The real app in this process on a throw-away embedded PostgreSQL; logs go to a file so their size can be told. */
async function startBackend(label, env) {
  const { mkdtempSync, chmodSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { startServer } = distModule('server.js');
  const { validateConfig } = distModule('config/config.validation.js');
  const { createRootLogger } = distModule('common/root-logger.js');
  const pino = distRequire('pino');
  const dataDir = mkdtempSync(path.join(tmpdir(), `atelier-bench-gateway-${label}-`));
  chmodSync(dataDir, 0o755); // as root, embedded PostgreSQL runs as postgres, who must enter this folder
  const { config, errors } = validateConfig(
    { NODE_ENV: 'production', LOG_LEVEL: options['log-level'], DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), HOST: '127.0.0.1', ...env },
    { defaultDataDir: dataDir, cwd: process.cwd() },
  );
  if (!config) throw new Error(`bench config is invalid:\n${errors.join('\n')}`);
  const logFile = path.join(dataDir, 'api.log');
  const server = await startServer({ ...config, port: 0 }, createRootLogger(config, pino.destination({ dest: logFile, sync: false })));
  const key = await keyWithLargePlan(server);
  return {
    server,
    key,
    /** The backend runs in this process; PostgreSQL is the postmaster and its backends. */
    pids: { server: process.pid, postgres: postmasterPid(path.join(dataDir, 'postgres')) },
    /** Settle statements sent so far and the settles they carried (group commit). */
    settleStats: () => ({ ...server.app.get(distModule('metering/metering.service.js').MeteringService).settleStats }),
    logBytes: () => statSync(logFile, { throwIfNoEntry: false })?.size ?? 0,
    async close() {
      await server.close();
      const { rmSync } = await import('node:fs');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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

const chatBody = JSON.stringify({ model: MODEL, messages: [{ role: 'user', content: PROMPT }] });
const targets = {
  floor: (upstream) => ({ url: `${upstream}/v1/chat/completions`, headers: { 'content-type': 'application/json', authorization: `Bearer ${UPSTREAM_KEY}` }, body: chatBody }),
  portkey: (portkey, upstream) => ({
    url: `${portkey}/v1/chat/completions`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${UPSTREAM_KEY}`, 'x-portkey-provider': 'openai', 'x-portkey-custom-host': `${upstream}/v1` },
    body: chatBody,
  }),
  node: (proxy) => ({ url: `${proxy}/wp/text`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: PROMPT }) }),
  ours: (backend) => ({ url: `${backend.server.url}/wp/text`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: PROMPT, api_key: backend.key }) }),
};

/** What the fixed-rate client's scheduling priority is (the measuring instrument goes first; wrk does not). */
let instrumentPriority = 'load client not started';

let loadClient;

/** The one load client of the run, started (and prioritised) on first use; the warm-up runs warm it too. */
function startLoadClient() {
  loadClient ??= new Promise((resolve, reject) => {
    // Not the API's V8 flags: the instrument collects its garbage between runs, before each run's clock starts.
    const client = fork(path.join(here, 'bench-gateway-client.mjs'), { execArgv: ['--expose-gc'] });
    children.push(client);
    instrumentPriority = prioritizeInstrument(client);
    client.once('message', () => resolve(client));
    client.once('exit', (code) => reject(new Error(`the load client exited with ${code}`)));
  });
  return loadClient;
}

async function atRate(target, seconds = SECONDS) {
  const client = await startLoadClient();
  return new Promise((resolve, reject) => {
    const exited = (code) => reject(new Error(`the load client exited with ${code} before reporting`));
    client.once('exit', exited);
    client.once('message', (report) => {
      client.off('exit', exited);
      resolve(report);
    });
    client.send({ ...target, rate: RATE, seconds });
  });
}

function wrkScript(target) {
  const lines = ['wrk.method = "POST"', `wrk.body = ${JSON.stringify(target.body)}`];
  for (const [name, value] of Object.entries(target.headers)) lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  return `${lines.join('\n')}\n`;
}

/** Closed loop, 64 connections, 2 threads: the most one target answers per second (non-2xx not counted), and how many it answered. */
function maxRate(target, dir, name) {
  const script = path.join(dir, `${name}.lua`);
  writeFileSync(script, wrkScript(target));
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${MAX_CONNECTIONS}`, `-d${SECONDS}s`, '-s', script, target.url]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
      const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
      const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
      if (!Number.isFinite(rps)) return reject(new Error(`could not read wrk's output:\n${output}`));
      resolve({ rps: (rps * (requests - failed)) / requests, answered: requests - failed });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * CPU ms per answered request over the fixed-rate run, from /proc: the serving process (`pids.server`: its
 * utime + stime) and, for ours, PostgreSQL (`pids.postgres`: the postmaster and every backend of it).
 */
async function withCpu(pids, run, answeredOf) {
  const read = () => ({ server: processCpuMs(pids.server), postgres: pids.postgres ? processTreeCpuMs(pids.postgres) : NaN });
  const before = read();
  const result = await run();
  const after = read();
  const answered = Math.max(1, answeredOf(result));
  return { result, server: (after.server - before.server) / answered, postgres: (after.postgres - before.postgres) / answered };
}

/**
 * Rounds of fixed-rate and max runs over `names`, back to back per round; medians per target. `around(name)`
 * may prepare a target before its runs and return what ends it after them; `pidsOf(name)` names the processes
 * whose CPU time counts for it (read after `around`).
 */
async function measure(names, targetOf, pidsOf, dir, around = async () => undefined) {
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const name of names) {
      const done = await around(name);
      // Warmed right before its own runs: a target left idle while the others ran starts cold (see the header).
      await atRate(targetOf(name), WARM_UP_SECONDS);
      const pids = pidsOf(name);
      // Ours runs in this process: its event loop's delay and GC pauses over the fixed-rate run say where a tail
      // the gateway's own timing cannot see was spent.
      const loop = pids.server === process.pid ? watchEventLoop() : null;
      const { result: fixed, ...fixedCpu } = await withCpu(pids, () => atRate(targetOf(name)), (report) => report.ok);
      const loopFigures = loop?.stop();
      if (fixed.failed) console.log(`  ! ${name}: ${fixed.failed} of ${fixed.sent} failed (${fixed.firstError})`);
      const { result: max, ...maxCpu } = await withCpu(pids, () => maxRate(targetOf(name), dir, name), (report) => report.answered);
      await done?.();
      runs[name].push({ ...fixed, maxRps: max.rps, cpuServer: fixedCpu.server, cpuPostgres: fixedCpu.postgres, cpuServerMax: maxCpu.server, cpuPostgresMax: maxCpu.postgres });
      const cpu = (figures) => `server ${figures.server.toFixed(3)}${Number.isNaN(figures.postgres) ? '' : ` + PostgreSQL ${figures.postgres.toFixed(3)}`}`;
      console.log(`  round ${round} ${name.padEnd(7)} p50 ${fixed.p50.toFixed(2)} ms, p99 ${fixed.p99.toFixed(2)} ms, max ${fixed.max.toFixed(1)} ms, CPU ms/request ${cpu(fixedCpu)}; closed loop ${max.rps.toFixed(0)} req/s, CPU ms/request ${cpu(maxCpu)}`);
      if (fixed.gateway) {
        const { own, engine, inside } = fixed.gateway;
        const span = (f) => `p50 ${f.p50.toFixed(2)}, p99 ${f.p99.toFixed(2)}, max ${f.max.toFixed(1)} ms`;
        console.log(`          inside the gateway (Server-Timing, head parsed → headers written) ${span(inside)}: its own ${span(own)}; engine ${span(engine)}`);
      }
      if (loopFigures) console.log(`          its event loop: delay ${loopFigures.delay}; GC ${loopFigures.gc}`);
    }
  }
  const medianOf = (name, field) => median(runs[name].map((r) => r[field]));
  return Object.fromEntries(
    names.map((name) => [name, { p50: medianOf(name, 'p50'), p99: medianOf(name, 'p99'), maxRps: medianOf(name, 'maxRps'), cpuServer: medianOf(name, 'cpuServer'), cpuPostgres: medianOf(name, 'cpuPostgres'), cpuServerMax: medianOf(name, 'cpuServerMax'), cpuPostgresMax: medianOf(name, 'cpuPostgresMax'), failed: runs[name].reduce((sum, r) => sum + r.failed, 0), sent: runs[name].reduce((sum, r) => sum + r.sent, 0) }]),
  );
}

const { mkdtempSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const scratch = mkdtempSync(path.join(tmpdir(), 'atelier-bench-gateway-'));
console.log(`bench:gateway: ${RATE} req/s open loop for ${SECONDS} s and wrk -c${MAX_CONNECTIONS} for ${SECONDS} s per target, ${ROUNDS} round(s), medians; backend LOG_LEVEL=${options['log-level']}`);
const upstream = await startUpstream();
const nodeFloor = await startNodeFloor(upstream.url);

console.log('\nfloor (fake upstream), the bare Node proxy, ours through the OpenAI engine, Portkey:');
const openaiBackend = await startBackend('openai', { ENGINE_TEXT: 'openai', OPENAI_BASE_URL: `${upstream.url}/v1`, OPENAI_API_KEY: UPSTREAM_KEY, OPENAI_TEXT_MODEL: MODEL });
let portkey;
const openaiTargets = { floor: targets.floor(upstream.url), node: targets.node(nodeFloor.url), openai: targets.ours(openaiBackend), portkey: () => targets.portkey(portkey.url, upstream.url) };
const openaiPids = { floor: () => ({ server: upstream.pid }), node: () => ({ server: nodeFloor.pid }), openai: () => openaiBackend.pids, portkey: () => ({ server: portkey.pid }) };
const targetOf = (name) => (typeof openaiTargets[name] === 'function' ? openaiTargets[name]() : openaiTargets[name]);
/** Portkey: started fresh before its runs in each round (warmed up like every target), stopped after them. */
async function aroundPortkey(name) {
  if (name !== 'portkey') return undefined;
  portkey = await startPortkey();
  return portkey.stop;
}
const logBefore = openaiBackend.logBytes();
for (const name of ['floor', 'node', 'openai']) await atRate(targetOf(name), WARM_UP_SECONDS); // JIT, pools, prepared statements
const openaiIdle = await idleRss(); // also lets the async log file catch up
const logPerRequest = (openaiBackend.logBytes() - logBefore) / (RATE * WARM_UP_SECONDS);
const settlesBefore = openaiBackend.settleStats();
const first = await measure(['floor', 'node', 'openai', 'portkey'], targetOf, (name) => openaiPids[name](), scratch, aroundPortkey);
const openaiPeak = peakRss();
const settlesAfter = openaiBackend.settleStats();
const settleStatements = settlesAfter.statements - settlesBefore.statements;
const settlesGrouped = settlesAfter.settles - settlesBefore.settles;
await openaiBackend.close();

console.log('\nours through the local engine:');
const localBackend = await startBackend('local', {});
const localTarget = targets.ours(localBackend);
await atRate(localTarget, WARM_UP_SECONDS);
const localIdle = await idleRss();
const second = await measure(['local'], () => localTarget, () => localBackend.pids, scratch);
const localPeak = peakRss();
await localBackend.close();

const figures = { ...first, ...second };
const floor = figures.floor;
const over = (name, p) => figures[name][p] - floor[p];
const verdict = (ok) => (ok ? 'within goal' : 'OVER GOAL');
const cell = (text, width = 9) => String(text).padStart(width);
const ms = (value) => `${value.toFixed(2)} ms`;
const cpu = (value) => (Number.isNaN(value) ? '-' : value.toFixed(3));
const row = (label, name, absolute = false) => {
  const f = figures[name];
  const latency = (p) => (absolute ? ms(f[p]) : `+${ms(over(name, p))}`);
  return `| ${label.padEnd(44)} | ${cell(latency('p50'))} | ${cell(latency('p99'))} | ${cell(f.maxRps.toFixed(0))} | ${cell(`${cpu(f.cpuServer)} / ${cpu(f.cpuServerMax)}`, 13)} | ${cell(`${cpu(f.cpuPostgres)} / ${cpu(f.cpuPostgresMax)}`, 13)} |`;
};
console.log(`\nmedians of ${ROUNDS} round(s), at ${RATE} req/s, latency from each request's scheduled send time; CPU ms per answered request (/proc utime+stime) at that rate / at max:`);
console.log(`| ${'target'.padEnd(44)} | p50 over  | p99 over  | max req/s | CPU server ms | CPU PG ms     |`);
console.log(`|${'-'.repeat(46)}|-----------|-----------|-----------|---------------|---------------|`);
console.log(row('fake upstream (floor; absolute)', 'floor', true));
console.log(row('bare Node proxy (node:http in, undici out)', 'node'));
console.log(row('Portkey 1.15.2 (no auth, metering, logging)', 'portkey'));
console.log(row('ours /api/wp/text, OpenAI engine (key+meter)', 'openai'));
console.log(row('ours /api/wp/text, local engine (absolute)', 'local', true));
/** Ratios per target: latency and throughput against the floor, overheads and throughput against Portkey. */
const x = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '-');
console.log('\nratios (p50/p99 over the floor: the overhead; "to floor" latency: absolute over absolute; max req/s above 1 = more):');
for (const name of ['node', 'portkey', 'openai', 'local']) {
  const f = figures[name];
  const toFloor = `to floor: p50 ${x(f.p50 / floor.p50)}, p99 ${x(f.p99 / floor.p99)}, max req/s ${x(f.maxRps / floor.maxRps)}`;
  const toPortkey = name === 'portkey' || name === 'node' ? '' : `; to Portkey: p50 overhead ${x(over(name, 'p50') / over('portkey', 'p50'))}, p99 overhead ${x(over(name, 'p99') / over('portkey', 'p99'))}, max req/s ${x(f.maxRps / figures.portkey.maxRps)}`;
  console.log(`  ${name.padEnd(7)} ${toFloor}${toPortkey}`);
}
// What ours adds beyond what Node itself adds here: the part of the overhead our own work (key, metering,
// validation, headers, logging, Nest's app around the lane) costs, and so the part a change of ours can remove.
const signed = (value) => `${value < 0 ? '−' : '+'}${ms(Math.abs(value))}`;
console.log(`ours (OpenAI engine) beyond the bare Node proxy: p50 ${signed(over('openai', 'p50') - over('node', 'p50'))}, p99 ${signed(over('openai', 'p99') - over('node', 'p99'))}; the bare Node proxy's own overhead: p50 ${signed(over('node', 'p50'))}, p99 ${signed(over('node', 'p99'))}`);
console.log(`goals through the OpenAI engine: p50 overhead ≤ ${GOALS.p50} ms: ${verdict(over('openai', 'p50') <= GOALS.p50)}; p99 overhead ≤ ${GOALS.p99} ms: ${verdict(over('openai', 'p99') <= GOALS.p99)}; ≥ ${GOALS.throughput} req/s: ${verdict(figures.openai.maxRps >= GOALS.throughput)}`);
const failures = Object.entries(figures).filter(([, f]) => f.failed).map(([name, f]) => `${name} ${f.failed}/${f.sent}`);
if (failures.length) console.log(`failed requests at the fixed rate: ${failures.join(', ')}`);
// A BENCH_DIST build from before the settle counts has none to show.
if (Number.isFinite(settlesGrouped)) console.log(`settles of ours (OpenAI engine) over its runs (warm-ups included): ${settlesGrouped} in ${settleStatements} statements (${(settlesGrouped / Math.max(1, settleStatements)).toFixed(2)} per statement: group commit)`);
console.log(`fixed-rate runs: ${instrumentPriority}; wrk at default priority`);
console.log(`access log at LOG_LEVEL=${options['log-level']}: ${logPerRequest.toFixed(0)} bytes per request (warm-up run)`);
console.log(formatRss(openaiIdle, openaiPeak, 'backend (OpenAI engine)'));
console.log(formatRss(localIdle, localPeak, 'backend (local engine)'));
const { rmSync } = await import('node:fs');
rmSync(scratch, { recursive: true, force: true });
process.exit(0);
