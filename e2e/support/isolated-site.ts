import { createServer, type Server, type Socket } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { closeServer, serveStatic } from '../../scripts/lib/static-server.mjs';
import { E2E_PORTS } from './ports';

const ROOT = join(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A shell of its own whose remotes.json points the chat remote at a port this test controls, so
 * the remote can be stopped, hung and restarted without touching the shared e2e stack.
 */
export class IsolatedSite {
  private shell: HttpServer | null = null;
  private remote: HttpServer | null = null;
  private hung: { server: Server; sockets: Set<Socket> } | null = null;

  private constructor(
    readonly shellPort: number,
    readonly remotePort: number,
  ) {}

  static async start(): Promise<IsolatedSite> {
    const site = new IsolatedSite(await freePort(), await freePort());
    const remotesJson = JSON.stringify({ chat: `http://localhost:${site.remotePort}/mf-manifest.json` });
    site.shell = await serveStatic({
      root: join(ROOT, 'shell/dist'),
      port: site.shellPort,
      spa: true,
      apiTarget: `http://127.0.0.1:${E2E_PORTS.backend}`,
      overrides: { '/remotes.json': remotesJson },
    });
    await site.startRemote();
    return site;
  }

  get url(): string {
    return `http://localhost:${this.shellPort}`;
  }

  async startRemote(): Promise<void> {
    await this.releasePort();
    this.remote = await serveStatic({ root: join(ROOT, 'mfe-chat/dist'), port: this.remotePort, cors: true });
  }

  /** Connection refused from now on. */
  async stopRemote(): Promise<void> {
    await this.releasePort();
  }

  /** Accepts connections and never answers: the hung-remote case. */
  async hangRemote(): Promise<void> {
    await this.releasePort();
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.remotePort, '127.0.0.1', resolve));
    this.hung = { server, sockets };
  }

  async stop(): Promise<void> {
    await this.releasePort();
    if (this.shell) await closeServer(this.shell);
    this.shell = null;
  }

  private async releasePort(): Promise<void> {
    if (this.remote) await closeServer(this.remote);
    this.remote = null;
    if (this.hung) {
      this.hung.sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => this.hung!.server.close(resolve));
      this.hung = null;
    }
  }
}
