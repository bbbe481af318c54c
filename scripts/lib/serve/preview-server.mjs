// The Build Studio preview's own origin (PREVIEW_ORIGIN; nginx's PREVIEW_HOST server in compose): another
// site than the studio's, so the browser runs the preview in its own process. It serves the preview's host
// page and nothing else, and passes no cookie or credential of the site on.
import http from 'node:http';
import { proxyToBackend } from './api-proxy.mjs';
import { readRequestTarget } from './request-target.mjs';

export const PREVIEW_PAGE_PATH = '/api/build-studio/preview-frame';

/**
 * @param {{ port: number, host?: string, apiTarget: string }} options
 * @returns {Promise<http.Server>}
 */
export function servePreviewOrigin(options) {
  const server = http.createServer((req, res) => {
    const target = readRequestTarget(req.url ?? '');
    if (!target || target.path !== PREVIEW_PAGE_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      return res.end('Not found');
    }
    delete req.headers.cookie;
    delete req.headers.authorization;
    return proxyToBackend(req, res, options.apiTarget, target);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
