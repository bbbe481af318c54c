// V8 flags of every process that serves the API: `npm start` (scripts/lib/stack.mjs), `npm start -w backend`,
// the image's CMD (backend/Dockerfile) and the benchmarks that host the API in their own process (package.json);
// scripts/test/api-node-flags.test.mjs keeps them the same.
//
// --max-semi-space-size=64 (MB; Node 20 defaults to 16): a request allocates short-lived objects at a few
// thousand requests a second, and with the default young generation many of them outlived two scavenges
// and were promoted, to be freed by old-generation collections whose pauses queued every request behind them.
// bench:gateway's OpenAI-engine target at 1,000 req/s, client p99 over 15 s (one probe each): 16 MB 40 ms,
// 32 MB 19 ms, 64 MB 9–10 ms. The cost: once the process has been busy its young generation stays grown,
// about 100 MB more RSS (bench:gateway idle after warm-up 171 → 274 MB, peak 323 → 347 MB).
export const API_NODE_FLAGS = ['--max-semi-space-size=64'];
