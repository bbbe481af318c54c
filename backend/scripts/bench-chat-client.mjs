// The load side of `npm run bench:chat`, in its own process so its work never delays the server's event
// loop. process.hrtime is CLOCK_MONOTONIC, one clock for every process on the machine, so the parent can
// compare the times this process reports with the engine's. The parent sends `{round, batches}`; each
// batch is CONCURRENCY streams at once, and the answer carries every stream's times plus this process's
// own GC pauses and event-loop delay (the instrument's noise, reported beside the figures).
import http from 'node:http';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

const [url, concurrencyArgument] = process.argv.slice(2);
const CONCURRENCY = Number(concurrencyArgument);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const CONTENT = Buffer.from('data: {');
const DONE = Buffer.from('data: [DONE]');
const EMPTY = Buffer.alloc(0);
/** How much of a stream's end is searched for [DONE] (its frame and a little slack). */
const TAIL_BYTES = 32;

/** One stream over real HTTP, read to [DONE]; resolves with when it was sent and when content first arrived. */
function chat(message, ip, sessionId) {
  const body = JSON.stringify({ message, session_id: sessionId });
  return new Promise((resolve, reject) => {
    const startedAt = process.hrtime.bigint();
    let firstContentAt = null;
    // Only the first chunk (for errors) and the last two (for [DONE], which may straddle them) are kept, by
    // reference: a chunk costs this instrument no allocation, so a busy stream delays no other's stamp.
    let head = null;
    let previous = EMPTY;
    let last = EMPTY;
    const request = http.request(
      `${url}/chat/stream`,
      {
        method: 'POST',
        agent,
        // Loopback is a trusted proxy: each stream is its own visitor, so quotas never interfere.
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Forwarded-For': ip },
      },
      (response) => {
        response.on('data', (chunk) => {
          if (firstContentAt === null && chunk.includes(CONTENT)) firstContentAt = process.hrtime.bigint();
          head ??= chunk;
          previous = last;
          last = chunk;
        });
        response.on('end', () => {
          const tail = Buffer.concat([previous, last]).subarray(-TAIL_BYTES);
          if (response.statusCode !== 200 || !tail.includes(DONE) || firstContentAt === null) {
            reject(new Error(`stream failed: ${response.statusCode} ${(head ?? EMPTY).toString('utf8', 0, 200)}`));
          } else resolve({ message, startedAt: String(startedAt), firstContentAt: String(firstContentAt) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function batch(number) {
  return Promise.all(
    Array.from({ length: CONCURRENCY }, (_, i) =>
      chat(
        `Batch ${number} stream ${i}: how do lighthouses work at night?`,
        `10.${(number >> 8) & 255}.${number & 255}.${i + 1}`,
        `b${String(number).padStart(4, '0')}${String(i).padStart(4, '0')}`,
      ),
    ),
  );
}

let nextBatch = 0;

async function round(batches) {
  const entries = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const windows = [];
  const samples = [];
  for (let i = 0; i < batches; i++) {
    // Collect between batches, while no stream is open, so a collection never lands inside a sample.
    globalThis.gc?.();
    const start = performance.now();
    delay.enable();
    samples.push(...(await batch(nextBatch++)));
    delay.disable();
    windows.push([start, performance.now()]);
  }
  await new Promise((resolve) => setImmediate(resolve)); // GC entries arrive asynchronously
  observer.disconnect();
  const pauses = entries
    .filter((entry) => windows.some(([start, end]) => entry.startTime >= start && entry.startTime <= end))
    .map((entry) => entry.duration);
  return { samples, client: { pauses, delayP99: delay.percentile(99) / 1e6, delayMax: delay.max / 1e6 } };
}

process.on('message', async ({ batches }) => {
  try {
    process.send(await round(batches));
  } catch (error) {
    process.send({ error: String(error) });
  }
});
process.on('disconnect', () => agent.destroy());
