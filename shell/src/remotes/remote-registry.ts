import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLoadPlugin } from './remote-load-plugin';
import { REMOTES_JSON_TIMEOUT_MS } from './remote-timeouts';

/** remotes.json: Module Federation name → URL of that remote's mf-manifest.json. */
export type RemoteManifestMap = Record<string, string>;

let registry: Promise<RemoteManifestMap> | null = null;
const loadPlugin = remoteLoadPlugin();

export function parseRemotesJson(data: unknown): RemoteManifestMap {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('remotes.json must be a JSON object');
  const map: RemoteManifestMap = {};
  for (const [name, url] of Object.entries(data as Record<string, unknown>)) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name) || typeof url !== 'string' || !url) continue;
    // Relative entries ("/mfe/chat/mf-manifest.json") are resolved against the shell's origin.
    map[name] = new URL(url, window.location.href).toString();
  }
  return map;
}

async function fetchRemotesJson(): Promise<RemoteManifestMap> {
  // The default cache mode, so the page's <link rel=preload> answers this fetch (index.html); the file is
  // served with Cache-Control: no-cache, so a cached copy is still revalidated before use.
  const response = await fetch('/remotes.json', { signal: AbortSignal.timeout(REMOTES_JSON_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesJson(await response.json());
}

/**
 * Reads /remotes.json once per page and registers every remote with the MF runtime. The file is
 * deploy-time configuration: moving a remote means editing it, never rebuilding the shell.
 */
export function loadRemoteRegistry(): Promise<RemoteManifestMap> {
  if (!registry) {
    registerPlugins([loadPlugin]);
    registry = fetchRemotesJson().then(
      (map) => {
        registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
        return map;
      },
      (error: unknown) => {
        registry = null; // let a later Retry read the file again
        throw error;
      },
    );
  }
  return registry;
}

/** Forgets what the runtime and the page hold of a remote that failed, and registers it anew: the next load starts clean. */
export function resetRemote(name: string, map: RemoteManifestMap): void {
  const entry = map[name];
  if (!entry) return;
  const forgotten = loadPlugin.forget(name);
  registerRemotes([{ name, entry }], { force: !forgotten });
}
