import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeServer, serveStatic } from '../../scripts/lib/static-server.mjs';

/** Which of a remote's files fails: its mf-manifest.json, its entry, or an exposed screen's first chunk (script and styles). */
export type RemoteFile = 'manifest' | 'entry' | 'chunk';
/** A file, or every file the remote serves. */
type FaultTarget = RemoteFile | 'everything';
/**
 * How it fails. refused: for the manifest the whole port refuses connections (the remote is down, as at
 * the start of a deploy); for one file of a running remote the connection closes without an answer (one
 * port cannot refuse one path; the browser sees a network error either way). hung: the request is held,
 * unanswered, until the remote comes back. 5xx: 503 from whatever fronts the remote.
 */
export type RemoteFault = 'refused' | 'hung' | '5xx';

interface Held {
  url: string;
  res: ServerResponse;
}

/** The paths, from the remote's built manifest, of its entry and of each exposed screen's own chunk (script and styles). */
function filesOf(root: string): { entry: string; chunks: string[] } {
  const manifest = JSON.parse(readFileSync(join(root, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { path: string; name: string } };
    exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const { path, name } = manifest.metaData.remoteEntry;
  const chunks = manifest.exposes
    .flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.css.sync])
    .filter((file) => file.includes('__federation_expose_'));
  return { entry: `/${[path, name].filter(Boolean).join('/')}`, chunks: chunks.map((file) => `/${file}`) };
}

/**
 * A remote's production build on a port this test controls, with one file made to fail the way a test
 * says until the remote comes back: the front of the remote proxies to a static server of its own.
 */
export class RemoteGate {
  private front: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private held: Held[] = [];
  private fault: { target: FaultTarget; kind: RemoteFault } | null = null;
  private heldWaiters: (() => void)[] = [];

  private constructor(
    readonly port: number,
    private readonly files: { entry: string; chunks: string[] },
    private readonly inner: Server,
    private readonly innerPort: number,
  ) {}

  static async start(root: string, port: number, innerPort: number): Promise<RemoteGate> {
    const inner = await serveStatic({ root, port: innerPort, cors: true });
    const gate = new RemoteGate(port, filesOf(root), inner, innerPort);
    await gate.open();
    return gate;
  }

  /** From now on `target` fails as `kind`. A refused manifest or remote closes the port at once: the remote is down. */
  async fail(target: FaultTarget, kind: RemoteFault): Promise<void> {
    this.fault = { target, kind };
    if (kind === 'refused' && (target === 'manifest' || target === 'everything')) await this.close();
  }

  /** Resolves once `count` requests are being held. */
  async heldRequests(count = 1): Promise<string[]> {
    while (this.held.length < count) await new Promise<void>((resolve) => this.heldWaiters.push(resolve));
    return this.held.map((request) => request.url);
  }

  /**
   * The remote comes back, as after a deploy: the port accepts again, every file is served, and requests
   * the old one held die with their connections (the new one does not know them).
   */
  async heal(): Promise<void> {
    this.fault = null;
    for (const { res } of this.held.splice(0)) res.socket?.destroy();
    await this.open();
  }

  async stop(): Promise<void> {
    await this.close();
    await closeServer(this.inner);
  }

  private async open(): Promise<void> {
    if (this.front) return;
    const front = http.createServer((req, res) => this.handle(req, res));
    front.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(this.port, '127.0.0.1', resolve);
    });
    this.front = front;
  }

  private async close(): Promise<void> {
    const front = this.front;
    this.front = null;
    this.held = [];
    this.sockets.forEach((socket) => socket.destroy());
    if (front) await new Promise((resolve) => front.close(resolve));
  }

  private faulted(pathname: string): RemoteFault | null {
    if (!this.fault) return null;
    const { target, kind } = this.fault;
    const hit =
      target === 'everything' ||
      (target === 'manifest' && pathname === '/mf-manifest.json') ||
      (target === 'entry' && pathname === this.files.entry) ||
      (target === 'chunk' && this.files.chunks.includes(pathname));
    return hit ? kind : null;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const pathname = new URL(req.url ?? '/', 'http://remote').pathname;
    const fault = this.faulted(pathname);
    if (fault === 'refused') return void req.socket.destroy();
    if (fault === '5xx') {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
      return void res.end('<h1>503 Service Unavailable</h1>');
    }
    if (fault === 'hung') {
      this.held.push({ url: req.url ?? '/', res });
      this.heldWaiters.splice(0).forEach((wake) => wake());
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port: this.innerPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }
}
