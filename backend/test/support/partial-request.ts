import { type Socket, connect } from 'node:net';

export interface PartialRequest {
  method?: string;
  path: string;
  /** Sent as given: a Content-Length here may promise far more than is ever sent. */
  headers: Record<string, string>;
  /** The only body bytes sent (a chunked request's chunks included); the rest never comes. */
  body?: Buffer;
}

export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the whole answer. */
  ms: number;
  /** Resolves when the server ends the connection (its FIN, or a reset). */
  closedByServer: Promise<void>;
  /** Ends the connection from this side (for an answer that kept it open). */
  destroy(): void;
}

/**
 * A client that sends a request's head and only part of its body, then waits: a server that answers has
 * decided on what it saw, without reading the rest. Resolves with the answer; rejects if the connection
 * ends without one. The socket is destroyed once the server has closed it, or by the answer's `destroy`.
 */
export function sendPartialRequest(baseUrl: string, request: PartialRequest): Promise<EarlyAnswer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: url.hostname, port: Number(url.port) });
    const closedByServer = new Promise<void>((closed) => {
      socket.once('end', closed);
      socket.once('close', closed);
    });
    void closedByServer.then(() => socket.destroy());
    let received = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseAnswer(received);
      if (answer) resolve({ ...answer, ms: performance.now() - started, closedByServer, destroy: () => socket.destroy() });
    });
    socket.once('close', () => reject(new Error(`connection closed without a complete answer: ${received.toString('latin1').slice(0, 300)}`)));
    const head = [`${request.method ?? 'POST'} ${request.path} HTTP/1.1`, `Host: ${url.host}`, ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`)];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    if (request.body) socket.write(request.body);
  });
}

/** Status, headers and a Content-Length body, once all of it is in `bytes`. */
function parseAnswer(bytes: Buffer): Omit<EarlyAnswer, 'ms' | 'closedByServer' | 'destroy'> | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = bytes.toString('latin1', 0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const length = Number(headers['content-length'] ?? 0);
  if (bytes.length < end + 4 + length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: bytes.toString('utf8', end + 4, end + 4 + length) };
}

/** `data` as one chunk of a chunked body (the terminating empty chunk is never sent here). */
export function chunk(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}
