import { once } from 'node:events';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { applyHttpTimeouts } from './http-timeouts';

const TIMEOUTS = { headersSeconds: 1, requestSeconds: 1, uploadSeconds: 3, keepAliveSeconds: 5 };

/** Everything the server sends until it closes the connection. */
async function readUntilClosed(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  await once(socket, 'close');
  return received;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface Served {
  port: number;
  /** A raw connection to the server. */
  open(): Promise<Socket>;
}

/**
 * Runs `test` against a server of its own with the timeouts applied, closed after it. The deadlines are whole
 * seconds, so each test waits seconds of real time: with a server each, the tests wait side by side (it.concurrent).
 */
async function withServer(handler: Handler, test: (served: Served) => Promise<void>): Promise<void> {
  const server: Server = createServer((request, response) => handler(request, response));
  applyHttpTimeouts(server, TIMEOUTS);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const open = async (): Promise<Socket> => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return socket;
  };
  try {
    await test({ port, open });
  } finally {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  }
}

describe(applyHttpTimeouts.name, () => {
  it.concurrent('answers 408 in the API shape and closes when a body never arrives', () =>
    withServer((request, response) => void readBody(request).then(() => response.end('too late')), async ({ open }) => {
      const socket = await open();
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"em');

      const received = await readUntilClosed(socket);

      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(received).toContain('Connection: close');
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
        statusCode: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'The request body did not arrive within 1 second',
      });
    }),
  );

  it.concurrent('closes a connection whose headers never finish', () =>
    withServer(() => undefined, async ({ open }) => {
      const socket = await open();
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');

      expect(await readUntilClosed(socket)).toMatch(/^HTTP\/1\.1 408 /);
    }),
  );

  it.concurrent('frees the socket of a request answered without its body, once the deadline passes', () =>
    withServer((_request, response) => response.writeHead(404).end(), async ({ open }) => {
      const socket = await open();
      socket.write('POST /nowhere HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n');

      expect(await readUntilClosed(socket)).toMatch(/^HTTP\/1\.1 404 /);
    }),
  );

  /** An event stream of 16 events 250 ms apart, once the request's body is read. */
  const streamFor4Seconds: Handler = async (request, response) => {
    await readBody(request);
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    let sent = 0;
    const tick = setInterval(() => {
      sent += 1;
      response.write(`data: ${sent}\n\n`);
      if (sent === 16) {
        clearInterval(tick);
        response.end('data: [DONE]\n\n');
      }
    }, 250);
  };

  it.concurrent('never cuts an answer that streams for longer than every limit (4 s against 1 s and 3 s)', () =>
    withServer(streamFor4Seconds, async ({ port }) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/chat/stream`, { method: 'POST', body: '{"message":"hi"}' });

      const text = await response.text();

      expect(response.status).toBe(200);
      expect(text).toContain('data: 16\n\n');
      expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    }),
  );

  /** Like POST /api/video/generate, which holds the request until its job is done. */
  const answerAfter3500Ms: Handler = async (request, response) => {
    await readBody(request);
    setTimeout(() => response.end('done'), 3_500);
  };

  it.concurrent('never cuts a silent answer to a complete request, however long it takes', () =>
    withServer(answerAfter3500Ms, async ({ port }) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/video/generate`, { method: 'POST', body: '{"prompt":"a"}' });

      expect([response.status, await response.text()]).toEqual([200, 'done']);
    }),
  );

  it.concurrent('gives a multipart upload longer than an ordinary body', () =>
    withServer(async (request, response) => response.end(`got ${(await readBody(request)).length}`), async ({ open }) => {
      const socket = await open();
      const part = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxxxx\r\n--b--\r\n';
      socket.write(
        `POST /api/analyze-image HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
          `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${part.length}\r\n\r\n${part.slice(0, 10)}`,
      );
      const received = readUntilClosed(socket);
      // Past the ordinary 1 s deadline, well within the 3 s for uploads.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      socket.write(part.slice(10));

      expect(await received).toMatch(new RegExp(`^HTTP/1\\.1 200 OK[\\s\\S]*got ${part.length}$`));
    }),
  );
});
