import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/loopback-port';
import { closeServer, serveStatic } from '../../scripts/lib/static-server.mjs';
import { ROUTE_REMOTES } from '../../scripts/lib/stack.mjs';
import { E2E_PORTS } from './ports';
import { RemoteGate, type RemoteFault, type RemoteFile } from './remote-gate';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * A shell of its own whose remotes.json points the chat remote at a port this test controls, so
 * the remote can be stopped, hung, broken and brought back without touching the shared e2e stack.
 * The shell is served as `npm start` serves it: its pages preload the remote's manifest, entry and
 * first chunks (Link header) once its server has read the manifest.
 */
export class IsolatedSite {
  private shell: HttpServer | null = null;

  private constructor(
    readonly shellPort: number,
    private readonly remote: RemoteGate,
  ) {}

  static async start(): Promise<IsolatedSite> {
    const remote = await RemoteGate.start(join(ROOT, 'mfe-chat/dist'), await freePort(), await freePort());
    const site = new IsolatedSite(await freePort(), remote);
    const remotesJson = JSON.stringify({ chat: `http://localhost:${remote.port}/mf-manifest.json` });
    site.shell = await serveStatic({
      root: join(ROOT, 'shell/dist'),
      port: site.shellPort,
      spa: true,
      apiTarget: `http://127.0.0.1:${E2E_PORTS.backend}`,
      overrides: { '/remotes.json': remotesJson },
      routeRemotes: ROUTE_REMOTES,
    });
    await site.screenPreloaded();
    return site;
  }

  get url(): string {
    return `http://localhost:${this.shellPort}`;
  }

  get remotePort(): number {
    return this.remote.port;
  }

  /** The remote is back: every file served again. */
  async startRemote(): Promise<void> {
    await this.remote.heal();
  }

  /** Connection refused from now on. */
  async stopRemote(): Promise<void> {
    await this.remote.fail('everything', 'refused');
  }

  /** Accepts connections and never answers: the hung-remote case. */
  async hangRemote(): Promise<void> {
    await this.remote.fail('everything', 'hung');
  }

  /** One of the remote's files fails from now on (see RemoteGate). */
  async breakRemote(file: RemoteFile, fault: RemoteFault): Promise<void> {
    await this.remote.fail(file, fault);
  }

  /** Resolves once the remote holds a request unanswered. */
  async remoteHolding(): Promise<void> {
    await this.remote.heldRequests(1);
  }

  async stop(): Promise<void> {
    if (this.shell) await closeServer(this.shell);
    this.shell = null;
    await this.remote.stop();
  }

  /**
   * Waits until the shell's server has read the remote's manifest, so that `/` preloads the remote's
   * entry and first chunks as on a live site (the server reads it in the background when it starts).
   */
  private async screenPreloaded(): Promise<void> {
    for (;;) {
      const response = await fetch(`${this.url}/`);
      await response.arrayBuffer();
      if (/rel=preload; as=script/.test(response.headers.get('link') ?? '')) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
