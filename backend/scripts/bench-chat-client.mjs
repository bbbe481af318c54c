// The load side of `npm run bench:chat`, in its own process so its work never delays the server's event
// loop. process.hrtime is CLOCK_MONOTONIC, one clock for every process on the machine, so the parent can
// compare the times this process reports with the engine's. The parent sends `{round, batches}`; each
// batch is CONCURRENCY streams at once, and the answer carries every stream's times plus this process's
// own GC pauses and event-loop delay (the instrument's noise, reported beside the figures).
//
// The instrument speaks HTTP/1.1 itself over CONCURRENCY kept-alive sockets (lib/sse-response-reader.mjs)
// instead of using node:http. With node:http every chunk of 50 busy streams went through the parser, an
// IncomingMessage and a readable stream (50–100 µs a read), so when the first frames of many streams
// arrived together the last one was stamped milliseconds after it had arrived. Here a socket read costs
// a few µs: a search for the first content, the chunk sizes, and a reference to the stream's tail.
import net from 'node:net';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { SseResponseReader } from './lib/sse-response-reader.mjs';

const [url, concurrencyArgument] = process.argv.slice(2);
const CONCURRENCY = Number(concurrencyArgument);
const target = new URL(`${url}/chat/stream`);

/** One kept-alive socket to the server, serving one stream at a time; reopened if the server closed it. */
class Connection {
  socket = null;
  reader = null;

  async open() {
    if (this.socket && !this.socket.destroyed) return;
    const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.on('data', (chunk) => {
      // Bytes with no request waiting are a protocol error: the socket is dropped and reopened for the next.
      if (this.reader) this.reader.read(chunk, process.hrtime.bigint());
      else socket.destroy();
    });
    socket.on('error', (error) => this.reader?.fail(error));
    socket.on('close', () => this.reader?.fail(new Error('the server closed the connection mid-response')));
    this.socket = socket;
  }

  /** Sends one chat request; resolves with when it was sent and when its first content arrived. */
  async chat(message, ip, sessionId) {
    await this.open();
    const body = JSON.stringify({ message, session_id: sessionId });
    const request = Buffer.from(
      `POST ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\n` +
        // Loopback is a trusted proxy: each stream is its own visitor, so quotas never interfere.
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: ${ip}\r\n\r\n${body}`,
    );
    return new Promise((resolve, reject) => {
      const startedAt = process.hrtime.bigint();
      this.reader = new SseResponseReader({
        onEnd: ({ firstContentAt }) => {
          this.reader = null;
          resolve({ message, startedAt: String(startedAt), firstContentAt: String(firstContentAt) });
        },
        onError: (error) => {
          this.reader = null;
          this.socket.destroy();
          reject(error);
        },
      });
      this.socket.write(request);
    });
  }

  close() {
    this.socket?.destroy();
  }
}

const connections = Array.from({ length: CONCURRENCY }, () => new Connection());

function batch(number) {
  return Promise.all(
    connections.map((connection, i) =>
      connection.chat(
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
    // Open (or reopen) every socket first, so no sample waits on a TCP handshake.
    await Promise.all(connections.map((connection) => connection.open()));
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
process.on('disconnect', () => {
  for (const connection of connections) connection.close();
});
