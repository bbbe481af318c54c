// The `npm start` static server (scripts/lib/static-server.mjs): `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { KEEP_ALIVE_MS, closeServer, serveStatic } from '../lib/static-server.mjs';
import { freePort, rawGet, rawRequest, recordingServer } from '../test-support/http.mjs';

const SCRIPT = `console.log(${JSON.stringify('atelier '.repeat(400))});\n`;
const STYLE = `body { color: #f4f4f8; }\n${'.x { margin: 0 }\n'.repeat(200)}`;
const INDEX = `<!doctype html><html><head><script defer src="/static/js/index.0123abcd.js"></script></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;

const created = [];

function siteRoot(remotes) {
  const root = mkdtempSync(join(tmpdir(), 'atelier-static-'));
  created.push(root);
  mkdirSync(join(root, 'static/js'), { recursive: true });
  mkdirSync(join(root, 'static/css'), { recursive: true });
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'static/js/index.0123abcd.js'), SCRIPT);
  writeFileSync(join(root, 'static/js/unhashed.js'), SCRIPT);
  writeFileSync(join(root, 'static/css/index.89abcdef.css'), STYLE);
  writeFileSync(join(root, 'static/tiny.0123abcd.txt'), 'tiny');
  writeFileSync(join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  if (remotes) writeFileSync(join(root, 'remotes.json'), JSON.stringify(remotes));
  return root;
}

async function startShell(options = {}) {
  const root = options.root ?? siteRoot(options.remotes ?? { chat: 'http://localhost:3001/mf-manifest.json' });
  const port = await freePort();
  const server = await serveStatic({ root, port, spa: true, ...options.serve });
  return { root, port, url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (b) => b };

/** The shell's server in a child process: an uncaught error there ends it, as it would end `npm start`. */
async function startShellProcess() {
  const root = siteRoot({ chat: 'http://localhost:3001/mf-manifest.json' });
  const child = spawn(process.execPath, [fileURLToPath(new URL('../test-support/serve-site.mjs', import.meta.url)), root, `http://127.0.0.1:${await freePort()}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  const port = Number(line.split(' ')[1]);
  return { child, port, url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

describe('keep-alive', () => {
  // A client that reuses an idle connection as the server closes it gets ECONNRESET; clients and proxies
  // pause far longer than Node's 5 s default between requests.
  test('keeps an idle connection open for 65 s, and waits for headers longer than that', async () => {
    const server = await serveStatic({ root: siteRoot(), port: await freePort(), spa: true });
    try {
      assert.equal(KEEP_ALIVE_MS, 65_000);
      assert.equal(server.keepAliveTimeout, KEEP_ALIVE_MS);
      assert.ok(server.headersTimeout > server.keepAliveTimeout);
    } finally {
      await closeServer(server);
    }
  });
});

describe('requests that must not end the process', () => {
  let site;
  before(async () => (site = await startShellProcess()));
  after(() => site.stop());

  const NASTY = [
    '/%E0%A4%A',
    '/%',
    '/api/%E0%A4%A',
    '/static/%ZZ.js',
    '/%00',
    '/index.html%00.png',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/static/..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
    '*',
    'example.com:443',
    `/${'a'.repeat(20000)}`,
  ];

  for (const target of NASTY) {
    test(`answers ${target.slice(0, 40)} with a client error, never with a file outside the root`, async () => {
      const answer = await rawGet(site.port, target);
      assert.ok(answer.status >= 400 && answer.status < 500, `${target} → ${answer.status}`);
      assert.doesNotMatch(answer.body, /root:|"name":/);
    });
  }

  test('still answers after every one of them', async () => {
    await Promise.all(NASTY.map((target) => rawGet(site.port, target).catch(() => null)));
    const answer = await fetch(`${site.url}/`);
    assert.equal(answer.status, 200);
    assert.equal(await answer.text(), INDEX);
    assert.equal(site.child.exitCode, null);
  });

  test('answers an unknown method with 405 and a header line it cannot parse with 400', async () => {
    assert.equal((await rawGet(site.port, '/', { method: 'DELETE' })).status, 405);
    assert.equal((await rawRequest(site.port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).status, 400);
    assert.equal((await fetch(`${site.url}/`)).status, 200);
  });
});

describe('the /api proxy', () => {
  let backend;
  let elsewhere;
  let site;
  before(async () => {
    backend = await recordingServer((req, res) => {
      if (req.url.startsWith('/api/embed')) {
        res.writeHead(200, { 'Content-Security-Policy': 'frame-ancestors *', 'Content-Type': 'text/html' });
        return res.end('<p>embed</p>');
      }
      res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'X-Backend-Hop', 'X-Backend-Hop': 'secret', 'X-Kept': 'yes' });
      res.end(JSON.stringify({ url: req.url }));
    });
    elsewhere = await recordingServer();
    site = await startShell({ serve: { apiTarget: backend.origin } });
  });
  after(async () => {
    await site.stop();
    await backend.close();
    await elsewhere.close();
  });

  test('a target naming another host never reaches it, nor does its Authorization header', async () => {
    const headers = { Authorization: 'Bearer stolen-token' };
    await rawGet(site.port, `//127.0.0.1:${elsewhere.port}/api/x`, { headers });
    await rawGet(site.port, `http://127.0.0.1:${elsewhere.port}/api/x?y=1`, { headers });
    await rawGet(site.port, `/\\127.0.0.1:${elsewhere.port}/api/x`, { headers });
    assert.deepEqual(elsewhere.requests, []);
    const absolute = backend.requests.find((r) => r.url === '/api/x?y=1');
    assert.ok(absolute, 'the absolute-form request goes to the configured backend with its own path');
    assert.equal(absolute.headers.host, new URL(backend.origin).host);
  });

  test('forwards path, query, method and body; drops hop-by-hop headers both ways', async () => {
    const answer = await rawRequest(
      site.port,
      [
        'POST /api/echo%20it?q=a%2Fb HTTP/1.1',
        'Host: localhost',
        'Connection: close, X-Client-Hop',
        'X-Client-Hop: secret',
        'Proxy-Authorization: Basic c2VjcmV0',
        'TE: trailers',
        'Content-Type: application/json',
        'Content-Length: 7',
        '',
        '{"a":1}',
      ].join('\r\n'),
    );
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['x-kept'], 'yes');
    assert.equal(answer.headers['x-backend-hop'], undefined);
    const seen = backend.requests.at(-1);
    assert.deepEqual([seen.method, seen.url, seen.body], ['POST', '/api/echo%20it?q=a%2Fb', '{"a":1}']);
    for (const name of ['x-client-hop', 'proxy-authorization', 'te']) assert.equal(seen.headers[name], undefined, name);
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
  });

  test("keeps the backend's own headers: the shell's security headers stay off proxied answers", async () => {
    const answer = await fetch(`${site.url}/api/embed/chat`);
    assert.equal(answer.headers.get('content-security-policy'), 'frame-ancestors *');
    assert.equal(answer.headers.get('x-frame-options'), null);
    assert.equal(answer.headers.get('permissions-policy'), null);
  });

  test('answers 502 in the API error shape when the backend is down', async () => {
    const down = await startShell({ serve: { apiTarget: `http://127.0.0.1:${await freePort()}` } });
    try {
      const answer = await fetch(`${down.url}/api/health`);
      assert.equal(answer.status, 502);
      assert.deepEqual(await answer.json(), { statusCode: 502, code: 'BAD_GATEWAY', message: 'The API is not reachable.' });
    } finally {
      await down.stop();
    }
  });
});

describe('compression and caching', () => {
  let site;
  before(async () => (site = await startShell()));
  after(() => site.stop());

  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ]) {
    test(`Accept-Encoding "${accept}" → ${encoding}, with Vary and the right Content-Length`, async () => {
      const answer = await rawGet(site.port, '/static/js/index.0123abcd.js', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], encoding === 'identity' ? undefined : encoding);
      assert.equal(answer.headers.vary, 'Accept-Encoding');
      const body = Buffer.from(answer.body, 'latin1');
      assert.equal(Number(answer.headers['content-length']), body.length);
      assert.equal(decode[encoding](body).toString(), SCRIPT);
    });
  }

  test('compresses html, css and json; leaves images and tiny files alone', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    assert.equal((await rawGet(site.port, '/', { headers })).headers['content-encoding'], 'br');
    assert.equal((await rawGet(site.port, '/static/css/index.89abcdef.css', { headers })).headers['content-encoding'], 'br');
    assert.equal((await rawGet(site.port, '/logo.png', { headers })).headers['content-encoding'], undefined);
    assert.equal((await rawGet(site.port, '/static/tiny.0123abcd.txt', { headers })).headers['content-encoding'], undefined);
  });

  test('HEAD sends the headers of GET and no body', async () => {
    const headers = { 'Accept-Encoding': 'gzip' };
    const get = await rawGet(site.port, '/static/js/index.0123abcd.js', { headers });
    const head = await rawGet(site.port, '/static/js/index.0123abcd.js', { method: 'HEAD', headers });
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    for (const name of ['content-length', 'content-encoding', 'etag', 'cache-control', 'content-type']) assert.equal(head.headers[name], get.headers[name], name);
  });

  test('hashed assets are immutable; entry points and unhashed files are revalidated', async () => {
    const cache = async (path) => (await fetch(`${site.url}${path}`)).headers.get('cache-control');
    assert.equal(await cache('/static/js/index.0123abcd.js'), 'public, max-age=31536000, immutable');
    assert.equal(await cache('/static/css/index.89abcdef.css'), 'public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/chat', '/remotes.json', '/static/js/unhashed.js']) assert.equal(await cache(path), 'no-cache', path);
  });

  test('revalidation answers 304 by ETag (per encoding) and by Last-Modified', async () => {
    const first = await rawGet(site.port, '/index.html', { headers: { 'Accept-Encoding': 'br' } });
    const plain = await rawGet(site.port, '/index.html');
    assert.notEqual(first.headers.etag, plain.headers.etag);
    const again = await rawGet(site.port, '/index.html', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag } });
    assert.equal(again.status, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, first.headers.etag);
    assert.equal(again.headers['cache-control'], 'no-cache');
    const stale = await rawGet(site.port, '/index.html', { headers: { 'If-None-Match': '"other"' } });
    assert.equal(stale.status, 200);
    const since = await rawGet(site.port, '/index.html', { headers: { 'If-Modified-Since': first.headers['last-modified'] } });
    assert.equal(since.status, 304);
  });

  test('compresses a file once, and again only when it changes', async () => {
    const path = join(site.root, 'static/js/index.0123abcd.js');
    const get = async () => decode.br(Buffer.from((await rawGet(site.port, '/static/js/index.0123abcd.js', { headers: { 'Accept-Encoding': 'br' } })).body, 'latin1')).toString();
    assert.equal(await get(), SCRIPT);
    // Same size and time: the server must not even read the file again.
    const when = new Date('2030-01-01T00:00:00Z');
    writeFileSync(path, SCRIPT.replace('atelier', 'ATELIER'));
    utimesSync(path, when, when);
    const changed = await get();
    assert.equal(changed, SCRIPT.replace('atelier', 'ATELIER'), 'a new modification time is a new file version');
    writeFileSync(path, SCRIPT.replace('atelier', 'xxxxxxx'));
    utimesSync(path, when, when);
    assert.equal(await get(), changed, 'an unchanged version is served from memory, not compressed again');
    writeFileSync(path, SCRIPT);
  });

  test('a missing file with an extension is a 404; a client-side route gets the app', async () => {
    assert.equal((await fetch(`${site.url}/static/js/missing.0123abcd.js`)).status, 404);
    const route = await fetch(`${site.url}/music-studio`);
    assert.equal(route.status, 200);
    assert.equal(await route.text(), INDEX);
  });

  test("a shell page gets the HTML the build wrote for it, revalidated like the app's; its sub-routes get the app", async () => {
    const page = '<!doctype html><title>Pricing</title><link rel="preload" href="/static/js/async/page-pricing.0123abcd.js" as="script">';
    mkdirSync(join(site.root, 'pricing'), { recursive: true });
    writeFileSync(join(site.root, 'pricing/index.html'), page);
    for (const path of ['/pricing', '/pricing/']) {
      const response = await fetch(`${site.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
      assert.equal(await response.text(), page, path);
    }
    assert.equal(await (await fetch(`${site.url}/pricing/annual`)).text(), INDEX);
    assert.equal(await (await fetch(`${site.url}/about`)).text(), INDEX);
  });
});

describe('security headers', () => {
  const remotes = {
    chat: 'http://localhost:3001/mf-manifest.json',
    integrations: 'https://CDN.example.com:8443/integrations/mf-manifest.json',
    marketing: '/mfe/marketing/mf-manifest.json',
    build_studio: '//static.example.org/build/mf-manifest.json',
    evil: "http://evil.example; script-src *'",
  };
  let site;
  before(async () => (site = await startShell({ remotes })));
  after(() => site.stop());

  const directives = (csp) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  test("the site's pages send a CSP naming the remotes of its remotes.json, and the other headers", async () => {
    for (const path of ['/', '/chat', '/index.html', '/remotes.json', '/static/js/index.0123abcd.js', '/no-such-file.txt']) {
      const answer = await fetch(`${site.url}${path}`);
      const csp = directives(answer.headers.get('content-security-policy') ?? '');
      const origins = ['http://localhost:3001', 'https://cdn.example.com:8443', 'static.example.org'];
      assert.deepEqual(csp['script-src'], ["'self'", ...origins], path);
      assert.deepEqual(csp['default-src'], ["'self'"]);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
      assert.deepEqual(csp['object-src'], ["'none'"]);
      assert.deepEqual(csp['base-uri'], ["'self'"]);
      assert.deepEqual(csp['form-action'], ["'self'"]);
      for (const name of ['script-src', 'style-src', 'connect-src']) {
        assert.ok(!csp[name].some((v) => v.includes('unsafe') || v === '*' || v.includes(';')), `${name}: ${csp[name]}`);
        for (const origin of origins) assert.ok(csp[name].includes(origin), `${name} lacks ${origin}`);
      }
      assert.equal(answer.headers.get('x-frame-options'), 'DENY');
      assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(answer.headers.get('permissions-policy'), 'microphone=(self), camera=(), geolocation=()');
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test('moving a remote needs only remotes.json: the CSP follows the file without a restart', async () => {
    writeFileSync(join(site.root, 'remotes.json'), JSON.stringify({ chat: 'https://chat.example.net/mf-manifest.json' }));
    const csp = directives((await fetch(`${site.url}/`)).headers.get('content-security-policy'));
    assert.deepEqual(csp['script-src'], ["'self'", 'https://chat.example.net']);
    writeFileSync(join(site.root, 'remotes.json'), JSON.stringify(remotes));
  });

  test('a generated remotes.json (override) is the one the CSP follows', async () => {
    const moved = await startShell({ serve: { overrides: { '/remotes.json': JSON.stringify({ chat: 'http://localhost:45201/mf-manifest.json' }) } } });
    try {
      const answer = await fetch(`${moved.url}/chat`);
      assert.deepEqual(directives(answer.headers.get('content-security-policy'))['script-src'], ["'self'", 'http://localhost:45201']);
      assert.equal(answer.headers.get('cache-control'), 'no-cache');
    } finally {
      await moved.stop();
    }
  });

  test("a remote's server sends CORS, CORP and nosniff, and no page policy", async () => {
    const port = await freePort();
    const remote = await serveStatic({ root: site.root, port, cors: true });
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/static/js/index.0123abcd.js`);
      assert.equal(answer.headers.get('access-control-allow-origin'), '*');
      assert.equal(answer.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(answer.headers.get('content-security-policy'), null);
      assert.equal((await fetch(`http://127.0.0.1:${port}/missing.js`)).headers.get('access-control-allow-origin'), '*');
    } finally {
      await closeServer(remote);
    }
  });

  test('the built shell page has no inline script or style for the CSP to allow', (t) => {
    let html;
    try {
      html = readFileSync(new URL('../../shell/dist/index.html', import.meta.url), 'utf8');
    } catch {
      return t.skip('shell not built');
    }
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) assert.match(tag, /\ssrc=/, `inline script: ${tag}`);
    assert.doesNotMatch(html, /<style\b/i, 'inline <style> (style-src has no hash or unsafe-inline)');
    assert.doesNotMatch(html, /\son[a-z]+=/i, 'inline event handler');
    assert.doesNotMatch(html, /\sstyle=/i, 'style attribute');
  });
});

after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('preloading the remote of a page (the landing waited on a serial chain)', () => {
  const routeRemotes = { '/': 'chat', '/chat': 'chat', '/integrations': 'integrations' };
  let site;
  before(async () => (site = await startShell({ remotes: { chat: 'http://localhost:3001/mf-manifest.json', integrations: '/mfe/integrations/mf-manifest.json' }, serve: { routeRemotes } })));
  after(() => site.stop());

  test("a route's page names its remote's manifest in a Link preload, fetched as the MF runtime does", async () => {
    for (const path of ['/', '/chat', '/chat/']) {
      assert.equal((await rawGet(site.port, path)).headers.link, '<http://localhost:3001/mf-manifest.json>; rel=preload; as=fetch; crossorigin', path);
    }
    assert.equal((await rawGet(site.port, '/integrations')).headers.link, '</mfe/integrations/mf-manifest.json>; rel=preload; as=fetch; crossorigin');
  });

  test('no preload for a page of the shell, a file, or a remote remotes.json does not name', async () => {
    for (const path of ['/pricing', '/remotes.json', '/static/js/index.0123abcd.js']) {
      assert.equal((await rawGet(site.port, path)).headers.link, undefined, path);
    }
    const elsewhere = await startShell({ remotes: { integrations: 'http://localhost:3006/mf-manifest.json' }, serve: { routeRemotes } });
    try {
      assert.equal((await rawGet(elsewhere.port, '/')).headers.link, undefined);
    } finally {
      await elsewhere.stop();
    }
  });

  test('follows an edited remotes.json, and never copies a URL that could break the header', async () => {
    const edited = await startShell({ remotes: { chat: 'http://localhost:3001/mf-manifest.json' }, serve: { routeRemotes } });
    try {
      writeFileSync(join(edited.root, 'remotes.json'), JSON.stringify({ chat: 'https://cdn.example/chat/mf-manifest.json' }));
      assert.equal((await rawGet(edited.port, '/')).headers.link, '<https://cdn.example/chat/mf-manifest.json>; rel=preload; as=fetch; crossorigin');
      for (const bad of ['http://x/a>, <http://evil/', 'http://x/a b', 'javascript:alert(1)', 'http://x/"a', 'http://x/a;rel=stylesheet']) {
        writeFileSync(join(edited.root, 'remotes.json'), JSON.stringify({ chat: bad }));
        assert.equal((await rawGet(edited.port, '/')).headers.link, undefined, bad);
      }
    } finally {
      await edited.stop();
    }
  });
});
