// The compose nginx sends the same security headers, caching and compression as the `npm start`
// server (scripts/lib/static-server.mjs), checked by parsing and by running the CSP renderer.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { readAppManifest } from '../packages/build-config/app-manifest.mjs';
import { cacheControl } from '../scripts/lib/static-server.mjs';
import { contentSecurityPolicy, REMOTE_HEADERS, remoteSources, shellHeaders } from '../scripts/lib/serve/site-headers.mjs';
import { directives, matchLocation, parseNginx, route } from './lib/nginx-conf.mjs';
import { headersAt, staticServer } from './lib/nginx-headers.mjs';
import { imageOf, read, ROOT } from './lib/repo.mjs';

const RENDERER = join(ROOT, 'deploy/nginx/40-remotes-json.sh');
// Compose services are named after the manifest's folders (checked by frontends.test.mjs).
const apps = readAppManifest();
const shell = staticServer(imageOf(apps.host.folder));
const remoteFolders = apps.remotes.map((app) => app.folder);
const lower = (headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

const scratch = [];
after(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs 40-remotes-json.sh on a copy of the image's folders; returns its exit status and the CSP it rendered. */
function renderCsp(remotesJson, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-csp-'));
  scratch.push(dir);
  mkdirSync(join(dir, 'html'));
  mkdirSync(join(dir, 'atelier'));
  if (remotesJson !== null) writeFileSync(join(dir, 'html/remotes.json'), remotesJson);
  const run = spawnSync('sh', [RENDERER], {
    env: { PATH: process.env.PATH, ATELIER_HTML_ROOT: join(dir, 'html'), ATELIER_NGINX_SNIPPETS: join(dir, 'atelier'), ...env },
    encoding: 'utf8',
  });
  let csp = null;
  try {
    const snippet = parseNginx(readFileSync(join(dir, 'atelier/csp-shell.conf'), 'utf8'));
    const header = directives(snippet, 'add_header');
    assert.equal(header.length, 1);
    assert.deepEqual([header[0].args[0], header[0].args[2]], ['Content-Security-Policy', 'always']);
    csp = header[0].args[1];
  } catch (error) {
    if (run.status === 0) throw error;
  }
  const written = (() => {
    try {
      return readFileSync(join(dir, 'html/remotes.json'), 'utf8');
    } catch {
      return null;
    }
  })();
  return { status: run.status, stderr: run.stderr, csp, remotesJson: written };
}

describe('shell nginx: the site headers of the npm start server', () => {
  const composeRemotes = read('deploy/remotes.compose.json');
  const expected = lower(shellHeaders(remoteSources(composeRemotes)));
  const PATHS = ['/', '/chat', '/index.html', '/remotes.json', '/static/js/index.0123abcd.js', '/static/js/missing.js', '/favicon.ico'];

  for (const path of PATHS) {
    test(`${path}: CSP, X-Frame-Options, Referrer-Policy, Permissions-Policy, nosniff`, () => {
      const headers = headersAt(shell, path);
      for (const [name, value] of Object.entries(expected)) assert.equal(headers[name], value, `${path}: ${name}`);
    });
  }

  test("the image's default CSP is what the renderer writes for the compose remotes.json", () => {
    assert.equal(renderCsp(composeRemotes).csp, expected['content-security-policy']);
  });

  test('the policy has no inline script, eval or wildcard, and forbids framing', () => {
    const csp = expected['content-security-policy'];
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(expected['x-frame-options'], 'DENY');
    assert.equal(expected['permissions-policy'], 'microphone=(self), camera=(), geolocation=()');
  });
});

describe('40-remotes-json.sh renders the CSP from remotes.json at container start', () => {
  const SAMPLES = {
    'remotes on the site itself': { chat: '/mfe/chat/mf-manifest.json' },
    'remotes moved to other origins': {
      chat: 'https://CDN.example.com/chat/mf-manifest.json',
      integrations: 'https://cdn.example.com/integrations/mf-manifest.json',
      marketing: 'http://localhost:3005/mf-manifest.json',
      music_studio: '//static.example.org:8443/music/mf-manifest.json',
      movie_studio: '/mfe/movie-studio/mf-manifest.json',
    },
    'entries that try to widen the policy': {
      a: "http://a.example; script-src * 'unsafe-inline'",
      b: 'http://user@b.example/mf-manifest.json',
      c: 'javascript:alert(1)',
      d: 'http://*.example/mf-manifest.json',
      e: 'https://ok.example/mf-manifest.json',
    },
  };

  for (const [name, remotes] of Object.entries(SAMPLES)) {
    test(`${name}: the same policy as the npm start server`, () => {
      const text = JSON.stringify(remotes, null, 2);
      const rendered = renderCsp(text);
      assert.equal(rendered.status, 0, rendered.stderr);
      assert.equal(rendered.csp, contentSecurityPolicy(remoteSources(text)));
    });
  }

  test('REMOTES_JSON is written to /remotes.json first and the policy follows it', () => {
    const rendered = renderCsp(null, { REMOTES_JSON: '{\n  "chat": "https://chat.example.net/mf-manifest.json"\n}' });
    assert.equal(rendered.status, 0, rendered.stderr);
    assert.equal(rendered.remotesJson, '{  "chat": "https://chat.example.net/mf-manifest.json"}\n');
    assert.match(rendered.csp, /script-src 'self' https:\/\/chat\.example\.net;/);
  });

  test('a REMOTES_JSON that is not an object stops the container', () => {
    assert.notEqual(renderCsp(null, { REMOTES_JSON: '["chat"]' }).status, 0);
  });

  test('no remotes.json: the site-only policy', () => {
    const rendered = renderCsp(null);
    assert.equal(rendered.status, 0, rendered.stderr);
    assert.equal(rendered.csp, contentSecurityPolicy([]));
  });

  test('PREVIEW_ORIGIN set: frame-src names the preview origin, as the npm start server does; unset: none', () => {
    const text = JSON.stringify({ chat: 'https://cdn.example.com/chat/mf-manifest.json' });
    const rendered = renderCsp(text, { PREVIEW_ORIGIN: 'https://Preview.Example.com' });
    assert.equal(rendered.status, 0, rendered.stderr);
    assert.equal(rendered.csp, contentSecurityPolicy(remoteSources(text), ['https://preview.example.com']));
    assert.match(rendered.csp, /; frame-src 'self' https:\/\/preview\.example\.com; frame-ancestors 'none';/);
    const withPort = renderCsp(null, { PREVIEW_ORIGIN: 'http://preview.localhost:8080' });
    assert.equal(withPort.csp, contentSecurityPolicy([], ['http://preview.localhost:8080']));
    // Unset or empty: the preview stays on the site's origin, which default-src 'self' already covers.
    for (const env of [{}, { PREVIEW_ORIGIN: '' }]) {
      const rendered = renderCsp(null, env);
      assert.equal(rendered.status, 0, rendered.stderr);
      assert.equal(rendered.csp, contentSecurityPolicy([]));
      assert.doesNotMatch(rendered.csp, /frame-src/);
    }
  });

  test('a PREVIEW_ORIGIN that is not exactly an origin stops the container', () => {
    for (const value of ['preview.example.com', 'https://preview.example.com/', "https://a.example; script-src *", 'https://*.example.com', 'ftp://preview.example.com']) {
      const rendered = renderCsp(null, { PREVIEW_ORIGIN: value });
      assert.notEqual(rendered.status, 0, value);
      assert.match(rendered.stderr, /PREVIEW_ORIGIN/, value);
    }
  });

  test('a policy that cannot be written stops the container instead of blocking every remote', () => {
    const run = spawnSync('sh', [RENDERER], { env: { PATH: process.env.PATH, ATELIER_HTML_ROOT: tmpdir(), ATELIER_NGINX_SNIPPETS: '/nonexistent/atelier' }, encoding: 'utf8' });
    assert.notEqual(run.status, 0);
  });
});

describe('remote nginx: the remote headers of the npm start server', () => {
  const PATHS = ['/mf-manifest.json', '/remoteEntry.js', '/static/js/async/chunk.0123abcd.js', '/index.html'];
  for (const folder of remoteFolders) {
    test(`${folder}: CORS, CORP, nosniff, Referrer-Policy and no page policy`, () => {
      const server = staticServer(imageOf(folder));
      for (const path of PATHS) {
        const headers = headersAt(server, path);
        for (const name of ['access-control-allow-origin', 'cross-origin-resource-policy', 'x-content-type-options', 'referrer-policy']) {
          assert.equal(headers[name], lower(REMOTE_HEADERS)[name], `${path}: ${name}`);
        }
        assert.equal(headers['content-security-policy'], undefined, path);
      }
    });
  }
});

describe('caching and compression match the npm start server', () => {
  test('shell: Cache-Control per path', () => {
    for (const path of ['/', '/chat', '/index.html', '/remotes.json', '/static/js/index.0123abcd.js', '/static/css/async/12.89abcdef.css', '/static/js/unhashed.js', '/favicon.ico']) {
      assert.equal(headersAt(shell, path)['cache-control'], cacheControl(path === '/' || path === '/chat' ? '/index.html' : path), path);
    }
  });

  test('remotes: Cache-Control per path', () => {
    for (const folder of remoteFolders) {
      const server = staticServer(imageOf(folder));
      for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/static/js/chat.3d9b7220.js', '/static/js/async/275.2b9f714a.js', '/index.html']) {
        assert.equal(headersAt(server, path)['cache-control'], cacheControl(path), `${folder} ${path}`);
      }
    }
  });

  test('gzip with Vary for the text types the npm start server compresses', () => {
    const common = parseNginx(read('deploy/nginx/snippets/static-server.conf'));
    const value = (name) => directives(common, name)[0]?.args ?? [];
    assert.deepEqual(value('gzip'), ['on']);
    assert.deepEqual(value('gzip_vary'), ['on']);
    // text/html is always compressed when gzip is on.
    for (const type of ['application/javascript', 'text/css', 'application/json', 'image/svg+xml', 'text/plain']) {
      assert.ok(value('gzip_types').includes(type), `gzip_types lacks ${type}`);
    }
  });

  test('hashed assets are gzipped when the image is built and sent precompressed', () => {
    const common = parseNginx(read('deploy/nginx/snippets/static-server.conf'));
    assert.deepEqual(directives(common, 'gzip_static')[0]?.args, ['on']);
    // Only under static/: remotes.json is rewritten at start (40-remotes-json.sh) and a .gz twin would go stale.
    const precompress = read('deploy/frontend.Dockerfile')
      .replace(/\\\n/g, ' ')
      .split('\n')
      .find((line) => /^RUN\b.*\bgzip\b/.test(line));
    assert.ok(precompress, 'frontend.Dockerfile precompresses nothing');
    assert.match(precompress, /find "\$APP\/dist\/static"/);
    assert.match(precompress, /gzip -9 -k/);
    for (const extension of ['js', 'css', 'svg']) assert.match(precompress, new RegExp(`'\\*\\.${extension}'`), `.${extension} not precompressed`);
  });
});

describe('proxied /api answers keep the backend headers', () => {
  const proxy = parseNginx(read('deploy/nginx/proxy.conf'));
  const server = directives(proxy, 'server')[0].block;

  test('the proxy adds no header of its own, at server level or on /api', () => {
    assert.equal(directives(server, 'add_header').length, 0);
    for (const path of ['/api/wp/embed/chat', '/api/media/x', '/api/chat/stream', '/api/anything']) {
      const location = matchLocation(server, path);
      assert.equal(directives(location.block, 'add_header').length, 0, path);
      assert.equal(directives(location.block, 'include').length, 0, path);
    }
  });

  test('the embed page is served by a backend, never through the shell', () => {
    assert.notEqual(route(proxy, '/api/wp/embed/chat')?.upstream, 'shell');
  });
});
