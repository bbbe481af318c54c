// The Build Studio preview's own origin serves its host page alone and passes on no credential of the site.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { contentSecurityPolicy } from '../lib/serve/site-headers.mjs';
import { PREVIEW_PAGE_PATH, servePreviewOrigin } from '../lib/serve/preview-server.mjs';
import { closeServer } from '../lib/static-server.mjs';

describe('servePreviewOrigin', () => {
  let backend;
  let preview;
  const seen = [];
  before(async () => {
    backend = http.createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers });
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('host page');
    });
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
    preview = await servePreviewOrigin({ port: 0, apiTarget: `http://127.0.0.1:${backend.address().port}` });
  });
  after(async () => {
    await closeServer(preview);
    await closeServer(backend);
  });
  const get = (path, headers = {}) => fetch(`http://127.0.0.1:${preview.address().port}${path}`, { headers });

  test('serves the host page, with its query, and no cookie or authorization', async () => {
    const response = await get(`${PREVIEW_PAGE_PATH}?studio=http%3A%2F%2Flocalhost%3A3000`, { cookie: 'session=secret', authorization: 'Bearer secret' });
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'host page');
    const request = seen.at(-1);
    assert.equal(request.url, `${PREVIEW_PAGE_PATH}?studio=http%3A%2F%2Flocalhost%3A3000`);
    assert.equal(request.headers.cookie, undefined);
    assert.equal(request.headers.authorization, undefined);
  });

  test('answers 404 for everything else of the site', async () => {
    const before = seen.length;
    for (const path of ['/', '/api/auth/me', '/api/build-studio/projects', '/build-studio', `${PREVIEW_PAGE_PATH}/x`]) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      await response.text();
    }
    assert.equal(seen.length, before);
  });
});

describe('contentSecurityPolicy frames', () => {
  test("the site's pages may frame the preview's origin, and no other", () => {
    assert.match(contentSecurityPolicy([], ['http://preview.localhost:3090']), /; frame-src 'self' http:\/\/preview\.localhost:3090;/);
    assert.doesNotMatch(contentSecurityPolicy([]), /frame-src/);
  });
});
