// The load side of `npm run bench:chat`, in its own process so its work never delays the server's event
// loop. process.hrtime is CLOCK_MONOTONIC, one clock for every process on the machine, so the parent can
// compare the times this process reports with the engine's.
import http from 'node:http';

const [url, roundsArgument, concurrencyArgument] = process.argv.slice(2);
const ROUNDS = Number(roundsArgument);
const CONCURRENCY = Number(concurrencyArgument);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One stream over real HTTP, read to [DONE]; resolves with when it was sent and when content first arrived. */
function chat(message, ip, sessionId) {
  const body = JSON.stringify({ message, session_id: sessionId });
  return new Promise((resolve, reject) => {
    const startedAt = process.hrtime.bigint();
    let firstContentAt = null;
    let text = '';
    const request = http.request(
      `${url}/chat/stream`,
      {
        method: 'POST',
        agent,
        // Loopback is a trusted proxy: each stream is its own visitor, so quotas never interfere.
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Forwarded-For': ip },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          if (firstContentAt === null && chunk.includes('data: {')) firstContentAt = process.hrtime.bigint();
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode !== 200 || !text.includes('data: [DONE]') || firstContentAt === null) {
            reject(new Error(`stream failed: ${response.statusCode} ${text.slice(0, 200)}`));
          } else resolve({ message, startedAt: String(startedAt), firstContentAt: String(firstContentAt) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function round(number) {
  return Promise.all(
    Array.from({ length: CONCURRENCY }, (_, i) =>
      chat(
        `Round ${number} stream ${i}: how do lighthouses work at night?`,
        `10.${(number >> 8) & 255}.${number & 255}.${i + 1}`,
        `b${String(number).padStart(4, '0')}${String(i).padStart(4, '0')}`,
      ),
    ),
  );
}

try {
  await round(0); // warm-up: JIT, connection pool, first inserts
  const samples = [];
  for (let number = 1; number <= ROUNDS; number++) samples.push(...(await round(number)));
  process.send({ samples });
} catch (error) {
  process.send({ error: String(error) });
} finally {
  agent.destroy();
}
