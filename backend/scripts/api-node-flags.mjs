// V8 flags of every process that serves the API: `npm start` (scripts/lib/stack.mjs), `npm start -w backend`,
// the image's CMD (backend/Dockerfile) and the benchmarks that host the API in their own process (package.json);
// scripts/test/api-node-flags.test.mjs keeps them the same.
//
// --max-semi-space-size=16 --min-semi-space-size=16 (MB; 16 is Node 20's default maximum, held there). The
// young generation was 64 MB while the gateway allocated 70+ KB a request (promise hooks of an async context,
// helmet, a redactor): fewer, longer scavenges then beat more, shorter ones (at 1,000 req/s, client p99 over
// 15 s: 16 MB 40 ms, 32 MB 19 ms, 64 MB 9–10 ms). At 57 KB a request the measure turned: above 32 MB every
// scavenge promotes ~1 MB even of a process with nothing alive (a loop making garbage: 64 MB → ~1 MB promoted
// and a 5–6 ms pause per scavenge; 32 MB and less → 1 KB and 0.4–0.6 ms), and that old-generation growth
// brought a full collection into every other gateway run. bench:gateway's OpenAI target at 2,200 req/s, 6 s
// runs, 2 × 3 rounds alternating: 16 MB p99 5.7–8.8 ms on the quiet rounds (57 scavenges of 2.5–4.5 ms, no
// full collection), 64 MB 12–80 ms (14 of 8–17 ms, a full collection in every second round); max req/s alike.
// The memory reducer shrank the young generation to 1 MB after a quiet spell, and when load came back every
// request in flight outlived the tiny young generation's scavenges until it had grown again (after 90 s idle,
// the first 600 requests at 1,000 req/s took 17–46 ms in the server): the minimum holds it at its size.
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
// than the young generation holds (64 MB when it was set so), and sets that limit at about twice the live size
// (~57 MB here). So after a busy minute the limit sat only a few MB above where marking starts, and a full
// collection ran every 2–5 s at 1,000 req/s, each one 100–130 ms of marking on the main thread plus a
// 10–18 ms pause, stalling 40–55 requests by 25–45 ms. 300 fixes the factor at 4, V8's own maximum: the
// limit is ~230 MB, and 75 s at 1,000 req/s ran without one full collection; idle, the memory reducer still
// shrinks the heap.
// Client p99 at 1,000 req/s, 15 s runs following max-throughput runs (probe): 7.9–20.1 ms → 5.1–6.2 ms.
//
export const API_NODE_FLAGS = [
  '--max-semi-space-size=16',
  '--min-semi-space-size=16',
  '--no-allocation-site-pretenuring',
  '--single-threaded-gc',
  '--heap-growing-percent=300',
];
