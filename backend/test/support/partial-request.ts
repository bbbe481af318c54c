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
  /**
   * Goes on sending as a client that did not look at the answer would, then ends its side; resolves once the
   * connection is closed, saying whether it was reset (the server gone before it read what was sent).
   */
  keepSending(more: Buffer): Promise<{ reset: boolean }>;
}

/**
 * A client that sends a request's head and only part of its body, then waits: a server that answers has
 * decided on what it saw, without reading the rest. Resolves with the answer; rejects if the connection
 * ends without one.
 */
export function sendPartialRequest(baseUrl: string, request: PartialRequest): Promise<EarlyAnswer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // Half-open allowed: after the server's FIN this side may still send (see keepSending).
    const socket: Socket = connect({ host: url.hostname, port: Number(url.port), allowHalfOpen: true });
    const closedByServer = new Promise<void>((closed) => {
      socket.once('end', closed);
      socket.once('close', closed);
    });
    let reset = false;
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    const keepSending = async (more: Buffer) => {
      socket.end(more);
      await closed;
      return { reset };
    };
    let received = Buffer.alloc(0);
    socket.on('error', () => (reset = true));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseAnswer(received);
      if (answer) resolve({ ...answer, ms: performance.now() - started, closedByServer, destroy: () => socket.destroy(), keepSending });
    });
    socket.once('close', () => reject(new Error(`connection closed without a complete answer: ${received.toString('latin1').slice(0, 300)}`)));
    const head = [`${request.method ?? 'POST'} ${request.path} HTTP/1.1`, `Host: ${url.host}`, ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`)];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    if (request.body) socket.write(request.body);
  });
}

/** Status, headers and a Content-Length body, once all of it is in `bytes`. */
function parseAnswer(bytes: Buffer): Omit<EarlyAnswer, 'ms' | 'closedByServer' | 'destroy' | 'keepSending'> | null {
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
