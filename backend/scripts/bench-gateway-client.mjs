// Load generator for bench-gateway.mjs, in its own process so it does not share the server's event loop.
// Modes: `rate <url> <key> <rps> <seconds> [route]` (open loop at a fixed rate) and `max <url> <key> <connections>
// <seconds> [route]` (closed loop); route `wp` (POST /api/wp/text, the key in the body) or `openai` (POST
// /api/openai/v1/chat/completions, the key as a bearer token). Reports each answer's status and X-Gateway-Time-Ms.
import http from 'node:http';

const [mode, url, key, amount, seconds, route = 'wp'] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: mode === 'rate' ? 256 : Number(amount) });
const target = new URL(url);
const PROMPT = 'Write one line for a bakery';
const body =
  route === 'openai'
    ? JSON.stringify({ model: 'atelier-templates', messages: [{ role: 'user', content: PROMPT }] })
    : JSON.stringify({ prompt: PROMPT, api_key: key });
const auth = route === 'openai' ? { Authorization: `Bearer ${key}` } : {};

function call() {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...auth },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, gatewayMs: Number(response.headers['x-gateway-time-ms']) }));
      },
    );
    request.on('error', () => resolve({ status: 0, gatewayMs: NaN }));
    request.end(body);
  });
}

const results = [];
const durationMs = Number(seconds) * 1000;
const started = performance.now();

if (mode === 'rate') {
  const rps = Number(amount);
  const pending = [];
  let sent = 0;
  // Every millisecond, send what the schedule says is due: an open loop that does not slow down with the server.
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(Math.floor((elapsed / 1000) * rps), Math.floor((durationMs / 1000) * rps));
      for (; sent < due; sent += 1) pending.push(call().then((result) => results.push(result)));
      if (elapsed >= durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
} else {
  const workers = Array.from({ length: Number(amount) }, async () => {
    while (performance.now() - started < durationMs) results.push(await call());
  });
  await Promise.all(workers);
}

const elapsedSeconds = (performance.now() - started) / 1000;
process.send({ results, elapsedSeconds }, () => process.exit(0));
