// Open-loop load generator for bench-gateway.mjs, in its own process so it shares no event loop with a target.
// One process serves the whole benchmark, so only its first run (a warm-up) pays for its own start and JIT
// compilation: a fresh process per run spent its first few hundred milliseconds compiling on a core the
// target needed, which showed up as the target's latency. Each IPC message is one run:
// { url, headers, body, rate, seconds, connections }. Request i is DUE at start + i/rate; its latency is
// counted from that scheduled time, not from when it actually went out, so a server (or a client) that
// stalls cannot hide the queue behind it (no coordinated omission). Keep-alive undici Pool, no pipelining.
// Answers { sent, ok, failed, p50, p99, max, answeredRps, firstError, gateway } over IPC; latencies in ms.
// `gateway`: from the answers' Server-Timing (our targets only; null elsewhere), p50/p99/max of the gateway's own
// time, of its engine's and of the two together (`inside`: from the parsed request head to the answer's headers),
// so the bench can tell the time spent inside the gateway apart from time queued before it saw the request.
import { Pool } from 'undici';

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** The gateway's and its engine's durations from each answer's Server-Timing, for the targets that send one. */
function serverTimings(total) {
  const own = new Float64Array(total);
  const engine = new Float64Array(total);
  const inside = new Float64Array(total);
  let count = 0;
  const figures = (times) => {
    const ordered = times.subarray(0, count).sort();
    return { p50: percentile(ordered, 50), p99: percentile(ordered, 99), max: ordered[count - 1] };
  };
  return {
    add(header) {
      const timing = /gateway;dur=([\d.]+), engine;dur=([\d.]+)/.exec(header ?? '');
      if (!timing) return;
      own[count] = Number(timing[1]);
      engine[count] = Number(timing[2]);
      inside[count] = own[count] + engine[count];
      count += 1;
    },
    figures: () => (count ? { own: figures(own), engine: figures(engine), inside: figures(inside) } : null),
  };
}

function run({ url, headers, body, rate, seconds, connections = 256 }) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const latencies = new Float64Array(total);
  const serverTimes = serverTimings(total);
  let ok = 0;
  let failed = 0;
  let done = 0;
  let sent = 0;
  let firstError;
  let started;
  return new Promise((resolve) => {
    function finish() {
      const elapsed = (performance.now() - started) / 1000;
      const sorted = latencies.subarray(0, ok).sort();
      const report = { sent, ok, failed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[ok - 1] ?? NaN, answeredRps: ok / elapsed, firstError, gateway: serverTimes.figures() };
      pool.close().finally(() => resolve(report));
    }

    function send(scheduledAt) {
      pool
        .request({ path: target.pathname, method: 'POST', headers, body })
        .then(async (answer) => {
          await answer.body.dump();
          if (answer.statusCode === 200) {
            latencies[ok] = performance.now() - scheduledAt;
            ok += 1;
            serverTimes.add(answer.headers['server-timing']);
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

    function tick() {
      const now = performance.now();
      // Everything due by now goes out, each stamped with its own scheduled time.
      for (; sent < total && started + sent * intervalMs <= now; sent += 1) send(started + sent * intervalMs);
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
    }

    started = performance.now();
    tick();
  });
}

// A full collection before each run, off the clock: a run against an overloaded target (Portkey falls seconds
// behind) leaves this process holding thousands of requests, and collecting that heap during the next
// target's run stalled the sends by up to half a second, counted against that target (bench-gateway.mjs
// forks this with --expose-gc).
process.on('message', async (spec) => {
  globalThis.gc?.();
  process.send(await run(spec));
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
