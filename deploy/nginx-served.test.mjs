// The compose nginx configs run by a real nginx (scripts/lib/compose-nginx.mjs: deploy/nginx/* unchanged but
// for loopback addresses), in front of small built-like folders and a stand-in backend: routing, the shell's
// page HTML and app fallback, precompressed assets, caching, the rendered CSP, request ids and the JSON 502;
// with PREVIEW_ORIGIN, the Build Studio preview's own host (preview-host.conf) and the shell's frame-src.
// nginx comes from Debian (.ci/run installs nginx-light); compose.test.mjs checks the same files by parsing.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FRONTENDS, SHELL } from '../scripts/lib/apps.mjs';
import { findNginx, startComposeNginx } from '../scripts/lib/compose-nginx.mjs';
import { freePort } from '../scripts/test-support/http.mjs';
import { ROOT } from './lib/repo.mjs';

const SHELL_SCRIPT = `console.log(${JSON.stringify('shell '.repeat(400))});\n`;
const CHAT_SCRIPT = `console.log(${JSON.stringify('chat '.repeat(400))});\n`;

/** What a build leaves in dist/, reduced: the shell's pages and a hashed chunk; a remote's manifest and entry. */
function writeDists(root) {
  for (const app of FRONTENDS) {
    const dist = join(root, app.folder);
    mkdirSync(join(dist, 'static/js'), { recursive: true });
    if (app === SHELL) {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
      mkdirSync(join(dist, 'pricing'));
      writeFileSync(join(dist, 'pricing/index.html'), '<!doctype html><title>pricing page</title>');
      writeFileSync(join(dist, 'static/js/index.0123abcd.js'), SHELL_SCRIPT);
    } else {
      writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: app.name }));
      writeFileSync(join(dist, 'static/js/entry.89abcdef.js'), CHAT_SCRIPT);
    }
  }
}

const PREVIEW_PAGE = '/api/build-studio/preview-frame';
const PREVIEW_CSP = "default-src 'none'; frame-ancestors http://localhost:8080";

/** A stand-in backend recording what reaches it; the preview's page answers with its own CSP and a cookie. */
function standInBackend(seen) {
  return createServer((request, response) => {
    seen.push({ url: request.url, method: request.method, headers: request.headers });
    if (request.url.startsWith(PREVIEW_PAGE)) {
      response.setHeader('content-security-policy', PREVIEW_CSP);
      response.setHeader('set-cookie', 'tracker=1; Path=/');
      response.setHeader('content-type', 'text/html');
      return response.end('<!doctype html><title>preview host</title>');
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'ok', path: request.url }));
  });
}

/** A request with a Host header of our choosing (fetch does not let one set it). */
function requestAs(url, host, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, headers: { ...headers, host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `count` different ports the OS says are free now (a fixed range could hold another program's port). */
async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The stand-in backend on a port the OS picks. */
async function listenAnywhere(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

/**
 * The compose nginx on free ports; should another program take one between the pick and nginx's bind,
 * it starts again on new ones.
 */
async function startOnFreePorts(backendPort, optionsFor) {
  for (let attempt = 1; ; attempt += 1) {
    const [proxy, ...frontends] = await freePorts(1 + FRONTENDS.length);
    const ports = { proxy, backend: backendPort, ...Object.fromEntries(FRONTENDS.map((app, index) => [app.folder, frontends[index]])) };
    try {
      return { ports, site: await startComposeNginx({ ...optionsFor(ports), ports }) };
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

describe('the compose nginx, run by nginx', { skip: findNginx() ? false : 'nginx is not installed (apt-get install nginx-light)' }, () => {
  let dir;
  let site;
  let backend;
  let backendPort;
  const seen = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-nginx-'));
    chmodSync(dir, 0o755); // nginx's workers (nobody, when started as root) read the files below
    writeDists(join(dir, 'dist'));
    backend = standInBackend(seen);
    backendPort = await listenAnywhere(backend);
    ({ site } = await startOnFreePorts(backendPort, () => ({ dir: join(dir, 'nginx'), distOf: (app) => join(dir, 'dist', app.folder) })));
  });

  after(async () => {
    await site?.stop();
    await new Promise((resolve) => (backend?.listening ? backend.close(resolve) : resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (path, headers = {}) => fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

  test('a shell page gets the HTML the build wrote for it, any other route the app, both revalidated', async () => {
    const pricing = await get('/pricing');
    assert.equal(pricing.status, 200);
    assert.match(await pricing.text(), /pricing page/);
    assert.equal(pricing.headers.get('cache-control'), 'no-cache');
    const account = await get('/account/sessions');
    assert.equal(account.status, 200);
    assert.match(await account.text(), /<title>app<\/title>/);
    assert.match(account.headers.get('content-security-policy') ?? '', /^default-src 'self'; script-src 'self';/);
    // No PREVIEW_ORIGIN here: the preview is framed from the site itself, which default-src 'self' covers.
    assert.doesNotMatch(account.headers.get('content-security-policy') ?? '', /frame-src/);
    assert.equal(account.headers.get('x-frame-options'), 'DENY');
  });

  test('hashed assets leave precompressed and cached for good; a missing file is a 404, not the app', async () => {
    const script = await get('/static/js/index.0123abcd.js', { 'accept-encoding': 'gzip' });
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('content-encoding'), 'gzip');
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await script.text(), SHELL_SCRIPT);
    assert.equal((await get('/static/js/index.ffffffff.js')).status, 404);
  });

  test('/remotes.json is the compose one; each remote is served under /mfe/<remote>/', async () => {
    const remotes = await get('/remotes.json');
    assert.deepEqual(await remotes.json(), JSON.parse(readFileSync(join(ROOT, 'deploy/remotes.compose.json'), 'utf8')));
    for (const app of FRONTENDS.filter((candidate) => candidate !== SHELL)) {
      const prefix = `/mfe/${app.folder.replace(/^mfe-/, '')}`;
      const manifest = await get(`${prefix}/mf-manifest.json`);
      assert.equal(manifest.status, 200, prefix);
      assert.deepEqual(await manifest.json(), { name: app.name });
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      const entry = await get(`${prefix}/static/js/entry.89abcdef.js`, { 'accept-encoding': 'gzip' });
      assert.equal(entry.headers.get('content-encoding'), 'gzip', prefix);
      assert.equal(await entry.text(), CHAT_SCRIPT);
    }
  });

  test('/api reaches the backend with the path, a request id and the caller; a down backend is a JSON 502', async () => {
    const answer = await get('/api/health', { 'x-request-id': 'req-nginx-1' });
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), { status: 'ok', path: '/api/health' });
    const request = seen.find((entry) => entry.url === '/api/health');
    assert.equal(request.headers['x-request-id'], 'req-nginx-1');
    assert.equal(request.headers['x-forwarded-for'], '127.0.0.1');
    const generated = await get('/api/chat/history');
    assert.equal(generated.status, 200);
    assert.match(seen.at(-1).headers['x-request-id'], /^[0-9a-f]{32}$/);

    await new Promise((resolve) => backend.close(resolve));
    const down = await get('/api/health');
    assert.equal(down.status, 502);
    assert.deepEqual(await down.json(), { statusCode: 502, code: 'BAD_GATEWAY', message: 'The service is not reachable; try again shortly' });
  });
});

describe('the compose nginx with PREVIEW_ORIGIN, run by nginx', { skip: findNginx() ? false : 'nginx is not installed (apt-get install nginx-light)' }, () => {
  const PREVIEW_HOST = 'preview.localhost';
  let dir;
  let site;
  let backend;
  let origin;
  const seen = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-nginx-preview-'));
    chmodSync(dir, 0o755);
    writeDists(join(dir, 'dist'));
    backend = standInBackend(seen);
    const backendPort = await listenAnywhere(backend);
    ({ site } = await startOnFreePorts(backendPort, (ports) => {
      origin = `http://${PREVIEW_HOST}:${ports.proxy}`;
      return { dir: join(dir, 'nginx'), distOf: (app) => join(dir, 'dist', app.folder), previewOrigin: origin };
    }));
  });

  after(async () => {
    await site?.stop();
    await new Promise((resolve) => (backend?.listening ? backend.close(resolve) : resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const credentials = { cookie: 'atelier_session=secret', authorization: 'Bearer atk_secret', 'x-api-key': 'atk_secret' };

  test("the preview host proxies the host page with its query, without the caller's credentials, keeping the backend's CSP", async () => {
    const studio = encodeURIComponent('http://localhost:8080');
    const page = await requestAs(site.url, PREVIEW_HOST, `${PREVIEW_PAGE}?studio=${studio}`, { headers: { ...credentials, 'x-request-id': 'req-preview-1' } });
    assert.equal(page.status, 200);
    assert.match(page.body, /preview host/);
    assert.equal(page.headers['content-security-policy'], PREVIEW_CSP);
    assert.equal(page.headers['set-cookie'], undefined);
    const reached = seen.find((entry) => entry.headers['x-request-id'] === 'req-preview-1');
    assert.equal(reached.url, `${PREVIEW_PAGE}?studio=${studio}`);
    for (const name of Object.keys(credentials)) assert.equal(reached.headers[name], undefined, name);
    assert.equal(reached.headers['x-forwarded-host'], PREVIEW_HOST);
    assert.equal((await requestAs(site.url, PREVIEW_HOST, PREVIEW_PAGE, { method: 'HEAD' })).status, 200);
  });

  test('the preview host answers 404 for anything else, without reaching the backend or the shell', async () => {
    const before = seen.length;
    for (const path of ['/', '/account', '/remotes.json', '/healthz', '/api/health', '/api/build-studio/projects', `${PREVIEW_PAGE}/x`, '/mfe/chat/mf-manifest.json']) {
      const answer = await requestAs(site.url, PREVIEW_HOST, path, { headers: credentials });
      assert.equal(answer.status, 404, path);
      assert.equal(answer.body, 'Not found\n', path);
    }
    const post = await requestAs(site.url, PREVIEW_HOST, PREVIEW_PAGE, { method: 'POST', headers: credentials });
    assert.equal(post.status, 404);
    assert.equal(seen.length, before);
  });

  test("the site keeps its own routes and credentials; the shell's CSP frames the preview origin", async () => {
    const page = await fetch(`${site.url}/account/sessions`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', new RegExp(`; frame-src 'self' ${origin.replaceAll('.', '\\.')}; frame-ancestors 'none';`));
    await fetch(`${site.url}/api/health`, { headers: { cookie: 'atelier_session=secret', 'x-request-id': 'req-site-1' } });
    assert.equal(seen.find((entry) => entry.headers['x-request-id'] === 'req-site-1').headers.cookie, 'atelier_session=secret');
  });
});
