// A small production static server: one per frontend, as nginx does in docker-compose.
// Remotes get CORS (the shell loads them cross-origin); the shell gets SPA fallback and an /api proxy.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

// Entry points must be re-checked on every load (they name the hashed files); hashed files never change.
const NO_CACHE = new Set(['/index.html', '/remotes.json', '/mf-manifest.json', '/mf-stats.json', '/remoteEntry.js']);

function cacheControl(pathname) {
  if (NO_CACHE.has(pathname)) return 'no-cache';
  if (pathname.startsWith('/static/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

async function fileAt(root, pathname) {
  const full = normalize(join(root, decodeURIComponent(pathname)));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? { full, size: info.size } : null;
  } catch {
    return null;
  }
}

/** Like nginx's $proxy_add_x_forwarded_for: the client's own chain, then the address this proxy saw. */
function forwardedFor(req) {
  const seen = req.socket.remoteAddress ?? '';
  const chain = req.headers['x-forwarded-for'];
  return chain ? `${chain}, ${seen}` : seen;
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': forwardedFor(req) } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'The API is not reachable.' }));
  });
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean, spa?: boolean,
 *   apiTarget?: string, overrides?: Record<string, string> }} options
 *   overrides: pathname → body served instead of the file (e.g. a generated /remotes.json).
 * @returns {Promise<http.Server>}
 */
export function serveStatic(options) {
  const root = normalize(options.root);
  const server = http.createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (options.apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, options.apiTarget);

    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD' }).end();

    const override = options.overrides?.[pathname];
    if (override !== undefined) {
      res.writeHead(200, { 'Content-Type': TYPES[extname(pathname)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : override);
    }

    let served = pathname;
    let file = await fileAt(root, pathname === '/' ? '/index.html' : pathname);
    if (!file && options.spa && !extname(pathname)) {
      served = '/index.html';
      file = await fileAt(root, served);
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Not found');
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file.full)] ?? 'application/octet-stream',
      'Content-Length': file.size,
      'Cache-Control': cacheControl(served === '/' ? '/index.html' : served),
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file.full).pipe(res);
  });
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

/** Closes a server now, dropping idle keep-alive connections. */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
