// What the shell's server preloads for a remote's screen (scripts/lib/serve/screen-preload.mjs): `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createManifestCache, screenLinks } from '../lib/serve/screen-preload.mjs';
import { closeServer, serveStatic } from '../lib/static-server.mjs';
import { freePort, rawGet, recordingServer } from '../test-support/http.mjs';

/** The shape Module Federation writes to mf-manifest.json (only the fields the server reads). */
const manifest = (overrides = {}) => ({
  ...(overrides.shared ? { shared: overrides.shared } : {}),
  metaData: { name: 'chat', remoteEntry: { name: 'static/js/chat.042d0d8c.js', path: '' }, publicPath: 'auto', ...overrides.metaData },
  exposes: overrides.exposes ?? [
    {
      name: 'Landing',
      assets: {
        js: { sync: ['static/js/async/793.8c6b6313.js', 'static/js/async/__federation_expose_Landing.6a240a69.js'], async: ['static/js/async/627.js'] },
        css: { sync: ['static/css/async/__federation_expose_Landing.a51403ba.css'], async: ['static/css/async/957.css'] },
      },
    },
  ],
});

describe('screenLinks', () => {
  test("lists the remote's entry and the screen's synchronous JS and CSS, beside the manifest, and nothing async", () => {
    assert.deepEqual(screenLinks(manifest(), 'http://localhost:3001/mf-manifest.json', 'Landing'), [
      '<http://localhost:3001/static/js/chat.042d0d8c.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/static/js/async/793.8c6b6313.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/static/js/async/__federation_expose_Landing.6a240a69.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/static/css/async/__federation_expose_Landing.a51403ba.css>; rel=preload; as=style',
    ]);
  });

  test('resolves against a manifest under a folder, and against an explicit publicPath', () => {
    const [entry] = screenLinks(manifest(), 'https://cdn.example/chat/mf-manifest.json', 'Landing');
    assert.equal(entry, '<https://cdn.example/chat/static/js/chat.042d0d8c.js>; rel=preload; as=script; fetchpriority=low');
    const [moved] = screenLinks(manifest({ metaData: { publicPath: 'https://assets.example/chat/' } }), 'https://cdn.example/chat/mf-manifest.json', 'Landing');
    assert.equal(moved, '<https://assets.example/chat/static/js/chat.042d0d8c.js>; rel=preload; as=script; fetchpriority=low');
  });

  test("adds the JS and CSS of the shared singletons only the remote provides, when the host's are known", () => {
    const studio = manifest({
      shared: [
        { name: 'react', assets: { js: { sync: ['static/js/async/121.js'] }, css: { sync: [] } } },
        { name: '@atelier/ui/studio', assets: { js: { sync: ['static/js/async/791.6d16e655.js'] }, css: { sync: ['static/css/async/631.5fccc15e.css'] } } },
      ],
    });
    const url = 'http://localhost:3001/mf-manifest.json';
    assert.deepEqual(screenLinks(studio, url, 'Landing', new Set(['react', '@atelier/ui'])), [
      '<http://localhost:3001/static/js/chat.042d0d8c.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/static/js/async/791.6d16e655.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/static/js/async/793.8c6b6313.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/static/js/async/__federation_expose_Landing.6a240a69.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/static/css/async/__federation_expose_Landing.a51403ba.css>; rel=preload; as=style',
      '<http://localhost:3001/static/css/async/631.5fccc15e.css>; rel=preload; as=style',
    ]);
    assert.deepEqual(screenLinks(studio, url, 'Landing'), screenLinks(manifest(), url, 'Landing'), 'the host unknown: no shared files');
  });

  test('names nothing for a module the remote does not expose or a manifest that is not one', () => {
    assert.deepEqual(screenLinks(manifest(), 'http://localhost:3001/mf-manifest.json', 'Demo'), []);
    for (const bad of [null, 'text', {}, { metaData: {} }, { metaData: { remoteEntry: { name: 7 } }, exposes: [] }]) {
      assert.deepEqual(screenLinks(bad, 'http://localhost:3001/mf-manifest.json', 'Landing'), []);
    }
  });

  test('skips a file name that could break the header (a space is encoded, as the browser would request it)', () => {
    const hostile = manifest({ exposes: [{ name: 'Landing', assets: { js: { sync: ['a.js>, <http://evil/x.js', 'ok.js', 'b c.js'] }, css: { sync: ['x;rel=stylesheet.css'] } } }] });
    assert.deepEqual(screenLinks(hostile, 'http://localhost:3001/mf-manifest.json', 'Landing'), [
      '<http://localhost:3001/static/js/chat.042d0d8c.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/ok.js>; rel=preload; as=script; fetchpriority=low',
      '<http://localhost:3001/b%20c.js>; rel=preload; as=script; fetchpriority=low',
    ]);
  });
});

describe('createManifestCache', () => {
  test('reads a manifest once within its time, reads it again after, and forgets one whose remote failed', async () => {
    let calls = 0;
    let answer = manifest();
    const cache = createManifestCache({
      ttlMs: 50,
      fetchManifest: async () => {
        calls += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    const url = 'http://localhost:3001/mf-manifest.json';
    assert.equal(cache.peek(url), null, 'never blocks: the first page gets no manifest');
    await cache.warm([url]);
    assert.deepEqual(cache.peek(url), manifest());
    assert.equal(calls, 1);
    answer = new Error('remote down');
    await new Promise((resolve) => setTimeout(resolve, 60));
    cache.peek(url);
    await cache.warm([url]);
    assert.equal(cache.peek(url), null);
    assert.equal(cache.peek('/mfe/chat/mf-manifest.json'), null, 'a relative manifest URL is not read by the server');
  });
});

describe("the shell's server preloads a remote screen's files", () => {
  const created = [];
  after(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function shellFor(remotes, routeRemotes, hostManifest) {
    const root = mkdtempSync(join(tmpdir(), 'atelier-preload-'));
    created.push(root);
    mkdirSync(join(root, 'static'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(root, 'remotes.json'), JSON.stringify(remotes));
    if (hostManifest) writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify(hostManifest));
    const port = await freePort();
    const server = await serveStatic({ root, port, spa: true, routeRemotes });
    return { port, stop: () => closeServer(server) };
  }

  async function linkOnceRead(port, path, expectedParts) {
    let link;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      link = (await rawGet(port, path)).headers.link;
      if (link?.split(', ').length === expectedParts) return link;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return link;
  }

  test('the landing names the manifest, the entry and the screen files, read from the running remote', async () => {
    const remote = await recordingServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(manifest()));
    });
    const manifestUrl = `${remote.origin}/mf-manifest.json`;
    const shell = await shellFor({ chat: manifestUrl }, { '/': { remote: 'chat', module: 'Landing' }, '/pricing-like': 'chat' });
    try {
      const link = await linkOnceRead(shell.port, '/', 5);
      assert.equal(
        link,
        [
          `<${manifestUrl}>; rel=preload; as=fetch; crossorigin`,
          `<${remote.origin}/static/js/chat.042d0d8c.js>; rel=preload; as=script; fetchpriority=low`,
          `<${remote.origin}/static/js/async/793.8c6b6313.js>; rel=preload; as=script; fetchpriority=low`,
          `<${remote.origin}/static/js/async/__federation_expose_Landing.6a240a69.js>; rel=preload; as=script; fetchpriority=low`,
          `<${remote.origin}/static/css/async/__federation_expose_Landing.a51403ba.css>; rel=preload; as=style`,
        ].join(', '),
      );
      // A route given by remote name only keeps the manifest preload alone.
      assert.equal((await rawGet(shell.port, '/pricing-like')).headers.link, `<${manifestUrl}>; rel=preload; as=fetch; crossorigin`);
      assert.ok(remote.requests.every((request) => request.url === '/mf-manifest.json'));
      assert.ok(remote.requests.length <= 2, `the manifest is read once, not per page (${remote.requests.length})`);
    } finally {
      await shell.stop();
      await remote.close();
    }
  });

  test("a studio also gets the shared singleton only its remote provides, by the shell's own manifest", async () => {
    const remote = await recordingServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify(
          manifest({
            shared: [
              { name: 'react', assets: { js: { sync: ['static/js/async/121.js'] }, css: { sync: [] } } },
              { name: '@atelier/ui/studio', assets: { js: { sync: ['static/js/async/791.js'] }, css: { sync: ['static/css/async/631.css'] } } },
            ],
          }),
        ),
      );
    });
    const manifestUrl = `${remote.origin}/mf-manifest.json`;
    const shell = await shellFor({ chat: manifestUrl }, { '/': { remote: 'chat', module: 'Landing' } }, { shared: [{ name: 'react' }] });
    try {
      const parts = (await linkOnceRead(shell.port, '/', 7)).split(', ');
      assert.ok(parts.includes(`<${remote.origin}/static/js/async/791.js>; rel=preload; as=script; fetchpriority=low`), parts.join('\n'));
      assert.ok(parts.includes(`<${remote.origin}/static/css/async/631.css>; rel=preload; as=style`), parts.join('\n'));
      assert.ok(!parts.some((part) => part.includes('121.js')), 'what the shell shares itself is not preloaded from the remote');
    } finally {
      await shell.stop();
      await remote.close();
    }
  });

  test('a remote that is down leaves the manifest preload alone, and the page is served at once', async () => {
    const manifestUrl = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
    const shell = await shellFor({ chat: manifestUrl }, { '/': { remote: 'chat', module: 'Landing' } });
    try {
      const answer = await rawGet(shell.port, '/');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.link, `<${manifestUrl}>; rel=preload; as=fetch; crossorigin`);
    } finally {
      await shell.stop();
    }
  });
});
