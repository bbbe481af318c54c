import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-timeouts';
import { RemoteFiles, withRetryQuery } from './remote-files';

type Remote = ModuleFederation['options']['remotes'][number];

/** The runtime's own way to unregister a remote (what `registerRemotes(…, { force: true })` runs before it warns). */
interface RemoteRemover {
  removeRemote?: (remote: Remote) => void;
}

/** The shell's runtime plugin, plus what the remote loader asks of it. */
export interface RemoteLoadPlugin extends ModuleFederationRuntimePlugin {
  /**
   * Forgets everything the runtime and the page hold of a remote that failed, so that loading it again
   * starts clean (ARCHITECTURE.md §2: Retry recovers without a reload). The caller registers it
   * again; false if the runtime could not unregister it, so that only a forced registration replaces it.
   */
  forget(name: string): boolean;
}

/**
 * How the shell's Module Federation runtime loads a remote's files.
 *
 * Bounded in time: without a bound a remote that accepts the connection but never answers leaves its
 * route spinning forever (the runtime's own script timeout is 20 s).
 *
 * Fresh on a retry, whatever failed first. The runtime caches a remote's snapshot, manifest, entry and
 * container; the page's server (scripts/lib/serve/screen-preload.mjs) preloads the manifest, the entry and
 * the screen's first files (Link header), and Chromium hands a preload that failed, once, to the next request
 * for its URL, with no request at all; a request the remote never answered stays in flight, and Chromium
 * holds the next request for that URL behind it (measured: a second script or fetch of a held URL never
 * reaches the server). So on a retry the manifest and the entry, which the runtime requests itself, are asked for under a
 * URL of their own (`?retry=n`); the screen's first chunks and styles, which the remote's container requests
 * under its own URLs, are first preloaded by the runtime as on any load, and the container is asked for the
 * screen only once those preloads have settled: a stale failure is spent on them, and what they loaded the
 * container finds installed.
 */
export function remoteLoadPlugin(): RemoteLoadPlugin {
  let runtime: ModuleFederation | null = null;
  const files = new RemoteFiles(REMOTE_LOAD_TIMEOUT_MS);

  return {
    name: 'atelier-remote-load',
    apply(instance) {
      runtime = instance;
    },
    async fetch(url, init, remoteInfo) {
      const signal = AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS);
      const retry = remoteInfo ? files.retryOf(remoteInfo.name) : 0;
      const response = await fetch(retry ? withRetryQuery(url, retry) : url, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
      });
      // A proxy's error page is no manifest: fail as a network error does, not as an invalid manifest.
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
    createScript({ url, attrs, remoteInfo, resourceContext }) {
      if (!remoteInfo) return { timeout: REMOTE_LOAD_TIMEOUT_MS };
      const isEntry = resourceContext?.resourceType === 'remoteEntry';
      return { script: files.script(remoteInfo.name, url, attrs, isEntry), timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    createLink({ url, attrs, remoteInfo }) {
      if (!remoteInfo) return undefined;
      return { link: files.link(remoteInfo.name, url, attrs), timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    async beforeGetExpose({ moduleInfo }) {
      await files.settled(moduleInfo.name);
    },
    forget(name) {
      files.forget(name);
      const remote = runtime?.options.remotes.find((item) => item.name === name);
      if (!remote) return true;
      const remover = runtime?.remoteHandler as RemoteRemover | undefined;
      if (!remover?.removeRemote) return false;
      // Its snapshot, cached manifest and manifest load, module, entry load, container global and instance.
      remover.removeRemote(remote);
      return true;
    },
  };
}
