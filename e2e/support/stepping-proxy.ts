import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORTS } from './ports';

const SITE = `http://127.0.0.1:${E2E_PORTS.shell}`;

/**
 * A front door to the e2e site that passes everything through, except that the body of a chat
 * stream is handed to the browser one SSE frame at a time, when the test says so. Over loopback
 * the offline engine's whole reply arrives in one read; this lets a test watch the reply grow
 * without guessing at timings.
 */
export class SteppingProxy {
  private pending: string[] = [];
  private downstream: ServerResponse | null = null;
  private upstreamEnded = false;
  private passThrough = false;
  private waiters: (() => void)[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<SteppingProxy> {
    // Requests arrive only after listen(), by when `proxy` is set.
    const server = http.createServer((req, res) => proxy.handle(req, res));
    const proxy = new SteppingProxy(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://localhost:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves once a chat stream is open and at least `count` content frames are waiting. */
  async contentFramesWaiting(count: number): Promise<void> {
    while (this.pending.filter(isContentFrame).length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Hands the browser everything up to and including the next content frame. */
  releaseOneContentFrame(): void {
    const index = this.pending.findIndex(isContentFrame);
    if (index < 0) throw new Error('no content frame is waiting');
    this.downstream?.write(this.pending.splice(0, index + 1).join(''));
  }

  /** Hands the browser the rest of the stream, [DONE] included. */
  releaseAll(): void {
    this.passThrough = true;
    this.flush();
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const target = new URL(req.url ?? '/', SITE);
    // The shell's own proxy adds this hop's address to X-Forwarded-For, as nginx would.
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      const stepped = target.pathname === '/api/chat/stream' && answer.statusCode === 200;
      if (!stepped) return void answer.pipe(res);
      this.step(answer, res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }

  private step(answer: IncomingMessage, res: ServerResponse): void {
    this.downstream = res;
    this.pending = [];
    this.upstreamEnded = false;
    this.passThrough = false;
    let partial = '';
    answer.setEncoding('utf8');
    answer.on('data', (text: string) => {
      const frames = (partial + text).split(/(?<=\n\n)/);
      partial = frames[frames.length - 1].endsWith('\n\n') ? '' : (frames.pop() ?? '');
      this.pending.push(...frames);
      if (this.passThrough) this.flush();
      this.wake();
    });
    answer.on('end', () => {
      if (partial) this.pending.push(partial);
      this.upstreamEnded = true;
      if (this.passThrough) this.flush();
      this.wake();
    });
  }

  private flush(): void {
    this.downstream?.write(this.pending.splice(0).join(''));
    if (this.upstreamEnded) this.downstream?.end();
  }

  private wake(): void {
    this.waiters.splice(0).forEach((resolve) => resolve());
  }
}

function isContentFrame(frame: string): boolean {
  return /^data: \{/m.test(frame);
}
