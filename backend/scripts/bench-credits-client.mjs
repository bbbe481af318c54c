// Load generator for bench-credits.mjs, in its own process so it does not share the server's event loop.
// Modes: `rate <url> <token> <rps> <seconds> <prefix>` (open loop at a fixed rate) and
// `burst <url> <token> <connections> <requests> <prefix>` (closed loop, as fast as the connections go).
// Each request is POST /api/v1/consume with a fresh idempotency key; reports each answer's status and the
// latency the client saw (request written → answer read), in ms.
import http from 'node:http';

const [mode, url, token, amount, extent, prefix] = process.argv.slice(2);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: mode === 'rate' ? 256 : Number(amount) });
const body = JSON.stringify({ endpoint: 'text', source: 'web', meta: { feature: 'quick_create' } });
let sequence = 0;

function consume() {
  const key = `${prefix}_${(sequence += 1)}_${Date.now()}`;
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}?idempotency_key=${key}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${token}` },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: NaN }));
    request.end(body);
  });
}

const results = [];
const started = performance.now();
if (mode === 'rate') {
  const rps = Number(amount);
  const total = Math.floor(Number(extent) * rps);
  const pending = [];
  let sent = 0;
  // Every millisecond, send what the schedule says is due: an open loop that does not slow down with the server.
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(Math.floor(((performance.now() - started) / 1000) * rps), total);
      for (; sent < due; sent += 1) pending.push(consume().then((result) => results.push(result)));
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
} else {
  let left = Number(extent);
  await Promise.all(
    Array.from({ length: Number(amount) }, async () => {
      while (left > 0) {
        left -= 1;
        results.push(await consume());
      }
    }),
  );
}
process.send({ results, elapsedSeconds: (performance.now() - started) / 1000 }, () => process.exit(0));
