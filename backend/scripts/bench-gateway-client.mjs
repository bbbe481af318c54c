// Open-loop load generator for bench-gateway.mjs, in its own process so it shares no event loop with a target.
// argv[2] is JSON: { url, headers, body, rate, seconds, connections }. Request i is DUE at start + i/rate; its
// latency is counted from that scheduled time, not from when it actually went out, so a server (or a client)
// that stalls cannot hide the queue behind it (no coordinated omission). Keep-alive undici Pool, no pipelining.
// Reports { sent, ok, failed, p50, p99, max, answeredRps, firstError } over IPC; latencies in ms.
import { Pool } from 'undici';

const { url, headers, body, rate, seconds, connections = 256 } = JSON.parse(process.argv[2]);
const target = new URL(url);
const pool = new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
const total = Math.round(rate * seconds);
const intervalMs = 1000 / rate;
const latencies = new Float64Array(total);
let ok = 0;
let failed = 0;
let done = 0;
let firstError;

function send(index, scheduledAt) {
  pool
    .request({ path: target.pathname, method: 'POST', headers, body })
    .then(async (answer) => {
      await answer.body.dump();
      if (answer.statusCode === 200) {
        latencies[ok] = performance.now() - scheduledAt;
        ok += 1;
      } else {
        failed += 1;
        firstError ??= `status ${answer.statusCode}`;
      }
    })
    .catch((error) => {
      failed += 1;
      firstError ??= String(error);
    })
    .finally(() => {
      done += 1;
      if (done === total) finish();
    });
}

const started = performance.now();
let sent = 0;
function tick() {
  const now = performance.now();
  // Everything due by now goes out, each stamped with its own scheduled time.
  for (; sent < total && started + sent * intervalMs <= now; sent += 1) send(sent, started + sent * intervalMs);
  if (sent < total) setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
}
tick();

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

function finish() {
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.subarray(0, ok).sort();
  const report = { sent, ok, failed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[ok - 1] ?? NaN, answeredRps: ok / elapsed, firstError };
  pool.close().finally(() => process.send(report, () => process.exit(0)));
}
