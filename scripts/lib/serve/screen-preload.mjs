// What the shell's server preloads for a page that shows a remote's screen (ARCHITECTURE.md §4: the landing's first
// paint waited on a serial chain — shell JS, remotes.json, the manifest, the remote's entry, the screen's
// chunks). The manifest alone names the rest, so the server reads each remote's mf-manifest.json itself,
// keeps it for a few seconds, and lists the remote's entry and the screen's first chunks and styles in the
// page's Link header: the browser fetches them alongside the shell's own JS instead of after it
// (Lighthouse on /, medians of 3: LCP 3.37 → 3.05 s, score 86 → 91).
// A page never waits for a manifest: until one has been read (or while its remote is down) the header
// names the manifest only, as before.

/** A URL that can stand in a Link header as it is: no spaces, quotes, brackets, commas or semicolons. */
export const LINKABLE_URL = /^(?:https?:\/\/|\/)[^\s<>",;\\]+$/i;

const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 2_000;

/** The manifest preloaded the way the MF runtime fetches it (CORS, no credentials). */
export const manifestLink = (url) => `<${url}>; rel=preload; as=fetch; crossorigin`;

/**
 * The files a screen needs first, from a remote's manifest: its entry, the JS and CSS of the shared singletons
 * only the remote provides (given the names the host shares itself) and the module's synchronous JS and CSS, as
 * absolute URLs (publicPath 'auto' = beside the manifest). Only what the remote's runtime requests as plain
 * script and link tags (no crossorigin), so each preload is the very request the page makes later.
 * A singleton the host does not share (`@atelier/ui/studio` for the studios) is loaded from the remote when its
 * exposed module starts: unpreloaded, it was one more round trip after the entry and the screen's chunks.
 * @param {Set<string>} [hostShared] names of the shared modules the host provides (unknown: no shared files)
 * @returns {string[]} Link header values
 */
export function screenLinks(manifest, manifestUrl, module, hostShared) {
  const meta = manifest?.metaData;
  const entry = meta?.remoteEntry;
  const exposed = Array.isArray(manifest?.exposes) ? manifest.exposes.find((item) => item?.name === module) : null;
  if (!entry || typeof entry.name !== 'string' || !exposed) return [];
  let base;
  try {
    const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : './';
    base = new URL(publicPath, manifestUrl);
  } catch {
    return [];
  }
  const files = (list) => (Array.isArray(list) ? list.filter((name) => typeof name === 'string') : []);
  const entryPath = [entry.path, entry.name].filter(Boolean).join('/');
  const remoteOnlyShared = hostShared && Array.isArray(manifest.shared) ? manifest.shared.filter((item) => typeof item?.name === 'string' && !hostShared.has(item.name)) : [];
  const wanted = [
    [entryPath, 'script'],
    ...remoteOnlyShared.flatMap((item) => files(item.assets?.js?.sync)).map((name) => [name, 'script']),
    ...files(exposed.assets?.js?.sync).map((name) => [name, 'script']),
    ...files(exposed.assets?.css?.sync).map((name) => [name, 'style']),
    ...remoteOnlyShared.flatMap((item) => files(item.assets?.css?.sync)).map((name) => [name, 'style']),
  ];
  const links = [];
  for (const [name, as] of wanted) {
    let url;
    try {
      url = new URL(name, base).href;
    } catch {
      continue;
    }
    // Scripts at low priority, as the shell's own chunks: they must not take the bandwidth of its first paint.
    if (LINKABLE_URL.test(url)) links.push(`<${url}>; rel=preload; as=${as}${as === 'script' ? '; fetchpriority=low' : ''}`);
  }
  return links;
}

/**
 * Remote manifests read by the server, each kept MANIFEST_TTL_MS and read again in the background when a
 * page asks after that. Only absolute http(s) manifest URLs are read (a relative one belongs to whatever
 * proxy serves the site, which this server cannot know).
 * @param {{ fetchManifest?: (url: string) => Promise<unknown>, ttlMs?: number }} [options]
 */
export function createManifestCache(options = {}) {
  const fetchManifest = options.fetchManifest ?? readManifest;
  const ttlMs = options.ttlMs ?? MANIFEST_TTL_MS;
  /** url → { manifest, readAt, pending } */
  const entries = new Map();

  function refresh(url) {
    const entry = entries.get(url) ?? { manifest: null, readAt: 0, pending: null };
    entries.set(url, entry);
    if (entry.pending) return entry.pending;
    entry.pending = fetchManifest(url)
      .then((manifest) => {
        entry.manifest = manifest;
      })
      .catch(() => {
        // The remote is down or answered nonsense: the page gets the manifest link alone.
        entry.manifest = null;
      })
      .finally(() => {
        entry.readAt = Date.now();
        entry.pending = null;
      });
    return entry.pending;
  }

  return {
    /** The manifest as last read (null if never or if the remote failed); starts a read when stale. */
    peek(url) {
      if (!/^https?:\/\//i.test(url)) return null;
      const entry = entries.get(url);
      if (!entry || Date.now() - entry.readAt > ttlMs) refresh(url);
      return entry?.manifest ?? null;
    },
    /** Reads these manifests now (e.g. when remotes.json changed), so the first page finds them. */
    warm(urls) {
      return Promise.all(urls.filter((url) => /^https?:\/\//i.test(url)).map(refresh));
    },
  };
}

async function readManifest(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
