// Sign-in burst memory and latency, from the built output: `npm run bench:signin`
// (= `npm run build -w backend && node backend/scripts/bench-signin.mjs [sign-ins]`).
//
// Boots the real app in this process on a temporary embedded PostgreSQL with 40 accounts, then sends 40
// POST /api/auth/login at once (each from its own address, so no throttle interferes) and reports the
// latency each caller saw and the backend's peak RSS. Each scrypt hash holds 128 MiB while it runs, so the
// peak follows how many run at once: the run is repeated with the hasher's bound lifted (libuv's four pool
// threads are then the only limit, as before the bound) to show both sides on the same machine and load.
import { availableParallelism, loadavg } from 'node:os';
import { dataSourceOf, distModule, formatRss, idleRss, peakRss, withBenchServer } from './lib/bench-server.mjs';

const SIGN_INS = Number(process.argv[2] ?? process.env.BENCH_SIGN_INS ?? 40);
const PASSWORD = 'Bench-Signin-4096';

const { PasswordHasher, concurrentHashes } = distModule('identity/passwords/password-hasher.service.js');
const { Semaphore } = distModule('common/concurrency/semaphore.js');

async function post(base, route, body, ip) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** SIGN_INS accounts with the same password: one real sign-up, the rest copies of its row's hash. */
async function accounts(server) {
  await post(server.url, '/auth/signup', { email: 'bench.signin.0@example.com', password: PASSWORD }, '10.9.0.1');
  await dataSourceOf(server).query(
    `INSERT INTO users (email, name, password_hash)
     SELECT 'bench.signin.' || n || '@example.com', 'Bench ' || n, (SELECT password_hash FROM users WHERE email = 'bench.signin.0@example.com')
     FROM generate_series(1, $1::int - 1) AS n`,
    [SIGN_INS],
  );
  return Array.from({ length: SIGN_INS }, (_, i) => `bench.signin.${i}@example.com`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * All sign-ins at once. With the bound every one must succeed; without it a failure is counted, not
 * thrown (hashes holding every pool thread can starve new database connections into 503s: the reason
 * the bound exists). Returns the latencies of the successes (ms, sorted), the failures and the peak RSS.
 */
async function burst(server, emails, round, { tolerate }) {
  const idle = await idleRss();
  const failures = [];
  const results = await Promise.all(
    emails.map(async (email, i) => {
      const started = performance.now();
      try {
        const answer = await post(server.url, '/auth/login', { email, password: PASSWORD }, `10.${10 + round}.${i >> 8}.${(i & 255) + 1}`);
        if (!answer.token) throw new Error(`no token for ${email}`);
        return performance.now() - started;
      } catch (error) {
        if (!tolerate) throw error;
        failures.push(String(error.message ?? error).slice(0, 120));
        return null;
      }
    }),
  );
  const latencies = results.filter((latency) => latency !== null).sort((a, b) => a - b);
  return { latencies, failures, idle, peak: peakRss() };
}

function report(label, { latencies, failures, idle, peak }) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`  ${label}: latency p50 ${s(percentile(latencies, 50))}, p99 ${s(percentile(latencies, 99))}, max ${s(latencies.at(-1))}`);
  if (failures.length) console.log(`    ${failures.length} sign-in(s) failed, e.g. ${failures[0]}`);
  console.log(formatRss(idle, peak, `    backend process (the app runs in-process)`));
}

await withBenchServer('signin', async (server) => {
  const emails = await accounts(server);
  const hasher = server.app.get(PasswordHasher);
  const bound = concurrentHashes();
  console.log(
    `sign-in burst: ${SIGN_INS} concurrent POST /api/auth/login, scrypt N=2^17 r=8 (128 MiB each); ` +
      `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}; embedded PostgreSQL`,
  );
  await post(server.url, '/auth/login', { email: emails[0], password: PASSWORD }, '10.9.0.2'); // warm-up

  report(`bounded: at most ${bound} hashes at once (the rest queue)`, await burst(server, emails, 1, { tolerate: false }));
  const bounded = hasher.slots;
  hasher.slots = new Semaphore(SIGN_INS); // private in TypeScript; swapped only for this comparison
  try {
    report(`unbounded (before): every hash queued on libuv's pool`, await burst(server, emails, 2, { tolerate: true }));
  } finally {
    hasher.slots = bounded;
  }
});
