// V8 flags of every process that serves the API: `npm start` (scripts/lib/stack.mjs), `npm start -w backend`,
// the image's CMD (backend/Dockerfile) and the benchmarks that host the API in their own process (package.json);
// scripts/test/api-node-flags.test.mjs keeps them the same.
//
// --max-semi-space-size=64 (MB; Node 20 defaults to 16): a request allocates short-lived objects at a few
// thousand requests a second, and with the default young generation many of them outlived two scavenges
// and were promoted, to be freed by old-generation collections whose pauses queued every request behind them.
// bench:gateway's OpenAI-engine target at 1,000 req/s, client p99 over 15 s (one probe each): 16 MB 40 ms,
// 32 MB 19 ms, 64 MB 9–10 ms. The cost: a grown young generation is about 100 MB more RSS (bench:gateway
// idle after warm-up 171 → 274 MB, peak 323 → 347 MB); --min-semi-space-size below keeps it grown.
//
// --no-allocation-site-pretenuring: V8 learns from the busy start-up (everything survives then) to allocate
// the objects of some allocation sites straight in the old generation. Under steady load those objects die
// young anyway, so they filled the old generation at ~14 KB a request (sampled) and a full collection ran
// every 3–4 s; without pretenuring ~3 KB a request reaches it and full collections come every ~5–15 s.
//
// --single-threaded-gc: V8's parallel scavenges and concurrent marking run on helper threads that compete
// with PostgreSQL, the upstream and the client for the same cores (2 here; containers are often given 1–2).
// Each full collection's concurrent marking took a core for ~40 ms and stalled 50–75 requests by up to
// 50–65 ms at 1,000 req/s; on the main thread its pause is 5–18 ms with nothing else held up.
// The OpenAI-engine target at 1,000 req/s, client p99 per 15 s run (one probe, flag sets alternating):
// semi-space alone 8.7–28.6 ms (6 runs, median 18), + no pretenuring 5.7–31.9 ms (12 runs, median 11),
// + single-threaded GC 5.6–7.0 ms (6 runs, median 6.5).
//
// --heap-growing-percent=300: V8 starts marking the old generation once less room is left below its limit
// than the young generation holds (64 MB once grown), and sets that limit at about twice the live size
// (~57 MB here). So after a busy minute the limit sat only a few MB above where marking starts, and a full
// collection ran every 2–5 s at 1,000 req/s, each one 100–130 ms of marking on the main thread plus a
// 10–18 ms pause, stalling 40–55 requests by 25–45 ms. 300 fixes the factor at 4, V8's own maximum: the
// limit is ~230 MB, and 75 s at 1,000 req/s ran without one full collection; idle, the memory reducer still
// shrinks the heap.
// Client p99 at 1,000 req/s, 15 s runs following max-throughput runs (probe): 7.9–20.1 ms → 5.1–6.2 ms.
//
// --min-semi-space-size=64: after a quiet spell V8's memory reducer shrank the young generation to 1 MB.
// When load came back, every request in flight outlived the tiny young generation's scavenges until it
// had grown again: after 90 s idle, the first 600 requests at 1,000 req/s took 17–46 ms (median, in the
// server) and the 15 s run's p99 was 27–110 ms (probe, 7 runs). Held at 64 MB: median 0.89 ms, run p99
// 8.1 ms (one run, with a full collection in it). The reducer still shrinks the old generation.
export const API_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--min-semi-space-size=64',
  '--no-allocation-site-pretenuring',
  '--single-threaded-gc',
  '--heap-growing-percent=300',
];
