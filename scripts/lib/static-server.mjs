// A small production static server: one per frontend, as nginx does in docker-compose
// (deploy/nginx/static-*.conf; the two keep the same caching, compression and headers).
// Remotes get CORS (the shell loads them cross-origin); the shell gets SPA fallback, an /api proxy and
// the site's security headers, its CSP naming the remotes of the remotes.json it serves.
import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { proxyToBackend } from './serve/api-proxy.mjs';
import { isNotModified, representation } from './serve/file-bodies.mjs';
import { isUnder, readRequestTarget } from './serve/request-target.mjs';
import { LINKABLE_URL, createManifestCache, manifestLink, screenLinks } from './serve/screen-preload.mjs';
import { REMOTE_HEADERS, remoteSources, shellHeaders } from './serve/site-headers.mjs';

/** How long an idle keep-alive connection stays open (see serveStatic). */
export const KEEP_ALIVE_MS = 65_000;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Build output under /static/ carries a content hash in its name (`index.5cd450e2.js`): it never changes. */
const HASHED_ASSET = /^\/static\/(?:[^/]+\/)*[^/]+\.[0-9a-f]{8,}\.[^/]+$/i;

/** Hashed assets forever; everything else (index.html, remotes.json, mf-manifest.json…) revalidated on every use. */
export function cacheControl(pathname) {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache';
}

/** remotes.json as an object of name → manifest URL ({} when it is not one). */
function parseRemotes(text) {
  try {
    const data = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

/**
 * The Link header for a page whose route shows a remote's screen: its mf-manifest.json, preloaded the
 * way the MF runtime fetches it (CORS, no credentials), so it arrives while the shell's own JS loads
 * instead of after it (ARCHITECTURE.md §4: the landing's serial chain); and, once this server has read that
 * manifest (`manifests`, see serve/screen-preload.mjs), the remote's entry and the screen's first chunks
 * and styles. The runtime still finds the remote through remotes.json; a dead remote costs one failed preload.
 * @param {Record<string, unknown>} remotesMap parsed remotes.json
 * @param {Record<string, string | { remote: string, module?: string }> | undefined} routeRemotes route →
 *   remote name, or remote and exposed module
 * @param {string} pathname
 * @param {ReturnType<typeof createManifestCache>} [manifests]
 * @param {Set<string>} [hostShared] the shared modules the shell provides (its own mf-manifest.json)
 */
export function remotePreload(remotesMap, routeRemotes, pathname, manifests, hostShared) {
  if (!routeRemotes) return null;
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = Object.hasOwn(routeRemotes, route) ? routeRemotes[route] : null;
  const name = typeof screen === 'string' ? screen : screen?.remote;
  const url = name && Object.hasOwn(remotesMap, name) ? remotesMap[name] : null;
  if (typeof url !== 'string' || !LINKABLE_URL.test(url)) return null;
  const module = typeof screen === 'object' ? screen?.module : undefined;
  const manifest = module && manifests ? manifests.peek(url) : null;
  return [manifestLink(url), ...(manifest ? screenLinks(manifest, url, module, hostShared) : [])].join(', ');
}

/**
 * A file's stat, or null when there is none. Synchronous: a stat of a local build file takes a few microseconds of
 * CPU (5–7 µs here), where fs/promises' trip through the thread pool took 42–98 µs, and each request makes one to
 * three (the file, the site's remotes.json, the app's manifest for a page); the Playwright runner, which serves the
 * e2e stack's apps, spent 0.67 s of 12 tests' 5.2 s of CPU in them.
 */
function statOf(file) {
  try {
    return statSync(file, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/** The names a Module Federation manifest lists as shared (undefined when it is not one). */
function parseSharedNames(text) {
  try {
    const shared = JSON.parse(text)?.shared;
    return Array.isArray(shared) ? new Set(shared.map((item) => item?.name).filter((name) => typeof name === 'string')) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the shared modules the site's app provides, from its own mf-manifest.json (again when the file changes). */
function hostSharedReader(root) {
  let read = { version: '', names: undefined };
  return async () => {
    const file = join(root, 'mf-manifest.json');
    const info = statOf(file);
    const version = info ? `${info.mtimeMs}:${info.size}` : 'none';
    if (version !== read.version) read = { version, names: info ? parseSharedNames(await readFile(file, 'utf8').catch(() => '')) : undefined };
    return read.names;
  };
}

function sendText(res, status, headers, text, extra = {}) {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
  res.end(text);
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean, spa?: boolean,
 *   apiTarget?: string, overrides?: Record<string, string>, frameSources?: string[],
 *   routeRemotes?: Record<string, string | { remote: string, module?: string }> }} options
 *   cors: a remote's server; otherwise the site's own (security headers on everything it serves).
 *   frameSources: origins the site's pages may frame besides their own (the Build Studio preview's).
 *   overrides: pathname → body served instead of the file (e.g. a generated /remotes.json).
 *   routeRemotes: route → the remote whose screen it shows (its name, or { remote, module }): its manifest is
 *   preloaded (Link header), and with a module also its entry and that screen's first files.
 * @returns {Promise<http.Server>}
 */
export function serveStatic(options) {
  const root = resolve(options.root);
  const started = Date.now();
  const overrides = new Map(
    Object.entries(options.overrides ?? {}).map(([pathname, text]) => {
      const body = Buffer.from(text);
      const digest = createHash('sha256').update(body).digest('hex');
      return [pathname, { key: `override:${digest}`, tag: digest.slice(0, 16), extension: extname(pathname), size: body.length, mtimeMs: started, body }];
    }),
  );

  const remotesOverride = overrides.get('/remotes.json');
  const manifests = options.routeRemotes ? createManifestCache() : null;
  const readRemotes = (version, text) => {
    const map = parseRemotes(text);
    manifests?.warm(Object.values(map).filter((url) => typeof url === 'string'));
    return { version, sources: remoteSources(text), map };
  };
  let remotes = remotesOverride ? readRemotes('override', remotesOverride.body.toString('utf8')) : { version: '', sources: [], map: {} };
  /** The remotes.json this server serves, parsed, with its remotes' CSP sources (re-read when the file changes). */
  async function servedRemotes() {
    if (remotesOverride) return remotes;
    const file = join(root, 'remotes.json');
    const info = statOf(file);
    const version = info ? `${info.mtimeMs}:${info.size}` : 'none';
    if (version !== remotes.version) remotes = readRemotes(version, info ? await readFile(file, 'utf8').catch(() => '') : '');
    return remotes;
  }
  const servedHostShared = hostSharedReader(root);
  // Read remotes.json (and so the remotes' manifests) now: the first page should find them read.
  if (manifests && !remotesOverride) servedRemotes().catch(() => undefined);

  async function fileAt(segments) {
    // An encoded '/' or '\' inside a segment names no file of ours.
    if (segments.some((s) => s.includes('/') || s.includes('\\'))) return null;
    const full = join(root, ...segments);
    if (full !== root && !full.startsWith(root + sep)) return null;
    const info = statOf(full);
    return info?.isFile() ? { key: full, extension: extname(full), size: info.size, mtimeMs: info.mtimeMs } : null;
  }

  /** The body for a path: an override, the file, the route's own or the app's index.html for a client-side route, or null. */
  async function sourceFor(target) {
    const pathname = target.pathname === '/' ? '/index.html' : target.pathname;
    const override = overrides.get(pathname);
    if (override) return { source: override, served: pathname };
    const segments = target.pathname === '/' ? ['index.html'] : target.segments;
    const file = await fileAt(segments);
    if (file) return { source: file, served: pathname };
    if (options.spa && !extname(target.pathname)) {
      // A page the build wrote an HTML of its own for (`pricing/index.html`: its chunks preloaded), else the app.
      const page = await fileAt([...segments, 'index.html']);
      if (page) return { source: page, served: `/${[...segments, 'index.html'].join('/')}` };
      const index = await fileAt(['index.html']);
      if (index) return { source: index, served: '/index.html' };
    }
    return null;
  }

  async function handle(req, res) {
    const target = readRequestTarget(req.url ?? '');
    if (target && options.apiTarget && isUnder(target, '/api')) return proxyToBackend(req, res, options.apiTarget, target);

    const site = options.cors ? null : await servedRemotes();
    const headers = site ? shellHeaders(site.sources, options.frameSources) : REMOTE_HEADERS;
    if (!target) return sendText(res, 400, headers, 'Bad request path');
    if (req.method === 'OPTIONS') return res.writeHead(204, { ...headers, Allow: 'GET, HEAD, OPTIONS' }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, headers, 'Method not allowed', { Allow: 'GET, HEAD, OPTIONS' });

    const found = await sourceFor(target);
    if (!found) return sendText(res, 404, headers, 'Not found');
    const { source, served } = found;
    const chosen = await representation(source, req.headers['accept-encoding']);
    const head = {
      ...headers,
      'Content-Type': TYPES[source.extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(served),
      ETag: chosen.etag,
      'Last-Modified': new Date(source.mtimeMs).toUTCString(),
      ...(chosen.vary ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (site && served.endsWith('/index.html')) {
      const preload = remotePreload(site.map, options.routeRemotes, target.pathname, manifests ?? undefined, manifests ? await servedHostShared() : undefined);
      if (preload) head.Link = preload;
    }
    if (isNotModified(req.headers, chosen.etag, source.mtimeMs)) return res.writeHead(304, head).end();
    if (chosen.encoding !== 'identity') head['Content-Encoding'] = chosen.encoding;
    head['Content-Length'] = chosen.body ? chosen.body.length : source.size;
    res.writeHead(200, head);
    if (req.method === 'HEAD') return res.end();
    if (chosen.body) return res.end(chosen.body);
    pipeline(createReadStream(source.key), res, () => undefined);
  }

  const server = http.createServer((req, res) => {
    // Nothing a client sends may end the process (one server serves the whole local site).
    handle(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else sendText(res, 500, options.cors ? REMOTE_HEADERS : shellHeaders([]), 'Internal error');
    });
  });
  // A client reuses an idle keep-alive connection; if the server closes it at the same moment the request
  // fails with ECONNRESET (browsers retry only idempotent requests). Keep idle connections longer than
  // clients and proxies pause (the backend's HTTP_KEEP_ALIVE_TIMEOUT_SECONDS default is the same 65 s).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}

/** Closes a server now, dropping idle keep-alive connections. */
export function closeServer(server) {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections?.();
  });
}
