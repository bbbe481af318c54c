// Credits consume latency and overshoot, from the built output: `npm run bench:credits`
// (= `npm run build -w backend && node backend/scripts/bench-credits.mjs [seconds]`).
//
// Boots the real app in this process on a temporary embedded PostgreSQL and signs up one account: the hot
// account. A client in a separate process then calls POST /api/v1/consume on it (each call a fresh
// idempotency key, the same row of the ledger):
//   1. at a fixed 500 calls/s for the run, on an Elite balance that does not run out: latency p50/p99 as
//      the client sees it over loopback (auth, validation, the ledger statement, JSON) and admitted/s;
//   2. as fast as 64 connections go, 3,000 calls on a balance of 2,000: exactly 2,000 must be admitted
//      (zero overshoot, and no call refused while credits were left), and the ledger must still sum to it.
import { fork } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import { dataSourceOf, withBenchServer } from './lib/bench-server.mjs';

const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const RATE = 500;
const BURST = { connections: 64, calls: 3_000, balance: 2_000 };
const GOALS = { p99: 5 };

const here = path.dirname(fileURLToPath(import.meta.url));

async function api(base, route, { body, token, method = 'POST' } = {}) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A signed-up account whose credit account is open, on `tier` from a cycle that starts now, less `spent` RC. */
async function hotAccount(server, tier, label) {
  const { token, user } = await api(server.url, '/auth/signup', { body: { email: `bench.${label}.${Date.now()}@example.com`, password: 'Bench-Credits-2048' } });
  await api(server.url, '/v1/credits', { token, method: 'GET' });
  const dataSource = dataSourceOf(server);
  await dataSource.query(
    `UPDATE credit_accounts SET tier = $2, cycle_anchor = cycle_anchor - interval '1 month', next_grant_at = next_grant_at - interval '1 month'
     WHERE user_id = $1`,
    [user.id, tier],
  );
  const credits = await api(server.url, '/v1/credits', { token, method: 'GET' });
  return { token, userId: user.id, rc: credits.rc };
}

function load(mode, url, token, amount, extent, prefix) {
  return new Promise((resolve, reject) => {
    const client = fork(path.join(here, 'bench-credits-client.mjs'), [mode, url, token, String(amount), String(extent), prefix]);
    client.once('message', resolve);
    client.once('exit', (code) => reject(new Error(`the load client exited with ${code} before reporting`)));
    client.once('error', reject);
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function ledgerOf(server, userId) {
  const [row] = await dataSourceOf(server).query(
    `SELECT (SELECT COALESCE(sum(amount), 0) FROM credit_entries WHERE user_id = $1 AND currency = 'RC')::int AS entries,
            (SELECT count(*) FROM credit_entries WHERE user_id = $1 AND kind = 'charge')::int AS charges,
            (a.rc_granted - a.rc_debited)::int AS balance
     FROM credit_accounts a WHERE a.user_id = $1`,
    [userId],
  );
  return row;
}

const verdict = (ok) => (ok ? 'within goal' : 'OVER GOAL');
const count = (results, status) => results.filter((result) => result.status === status).length;

await withBenchServer('credits', async (server) => {
  const url = `${server.url}/v1/consume`;
  const warm = await hotAccount(server, 'elite', 'warm');
  await load('burst', url, warm.token, 8, 2_000, 'warm'); // warm-up: JIT, prepared statements, connection pools

  // 1. Latency at a fixed rate on one hot account.
  const steady = await hotAccount(server, 'elite', 'steady');
  // The API process's own CPU per call (this process: the load client runs in another), less noisy than latency.
  const cpuBefore = process.cpuUsage();
  const rate = await load('rate', url, steady.token, RATE, SECONDS, 'rate');
  const cpu = process.cpuUsage(cpuBefore);
  const admitted = rate.results.filter((result) => result.status === 200);
  const times = admitted.map((result) => result.ms).sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  const steadyLedger = await ledgerOf(server, steady.userId);
  console.log(`POST /api/v1/consume on one hot account, ${SECONDS} s at ${RATE} calls/s, loopback, client-side latency`);
  console.log(`  (machine load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${availableParallelism()} cores: other work on the machine shows in p99)`);
  console.log(`  ${rate.results.length} calls: ${admitted.length} admitted, ${count(rate.results, 402)} refused (402), ${rate.results.length - admitted.length - count(rate.results, 402)} other`);
  console.log(`  admitted ${(admitted.length / rate.elapsedSeconds).toFixed(0)} consumes/s; API process CPU ${((cpu.user + cpu.system) / 1000 / rate.results.length).toFixed(2)} ms per call`);
  console.log(`  latency p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (goal p99 ≤ ${GOALS.p99} ms: ${verdict(p99 <= GOALS.p99)}), max ${times[times.length - 1].toFixed(2)} ms`);
  console.log(`  balance ${steady.rc} → ${steadyLedger.balance} RC (${steady.rc - steadyLedger.balance} charged), ledger sums to ${steadyLedger.entries}: ${steadyLedger.entries === steadyLedger.balance && steady.rc - steadyLedger.balance === admitted.length ? 'exact' : 'MISMATCH'}`);

  // 2. Overshoot: more calls than credits, as fast as they go.
  const burst = await hotAccount(server, 'pro', 'burst');
  const run = await load('burst', url, burst.token, BURST.connections, BURST.calls, 'burst');
  const burstAdmitted = count(run.results, 200);
  const burstTimes = run.results.filter((result) => result.status === 200).map((result) => result.ms).sort((a, b) => a - b);
  const burstLedger = await ledgerOf(server, burst.userId);
  const overshoot = burstAdmitted - burst.rc;
  console.log(`\n${BURST.calls} calls on ${burst.rc} RC as fast as ${BURST.connections} connections go`);
  console.log(`  ${burstAdmitted} admitted, ${count(run.results, 402)} refused (402), ${run.results.length - burstAdmitted - count(run.results, 402)} other, in ${run.elapsedSeconds.toFixed(2)} s (${(run.results.length / run.elapsedSeconds).toFixed(0)} calls/s)`);
  console.log(`  overshoot ${overshoot} (goal 0: ${verdict(overshoot === 0)}); balance left ${burstLedger.balance}, ledger sums to ${burstLedger.entries}, ${burstLedger.charges} charges recorded`);
  console.log(`  latency of admitted calls under saturation p50 ${percentile(burstTimes, 50).toFixed(2)} ms, p99 ${percentile(burstTimes, 99).toFixed(2)} ms`);
  // Latency is reported against its goal; a wrong count is a bug, so it fails the run.
  if (overshoot !== 0 || burstLedger.balance !== 0 || burstLedger.entries !== burstLedger.balance) process.exitCode = 1;
});
