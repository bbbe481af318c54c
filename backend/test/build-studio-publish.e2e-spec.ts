import { startTestRunner } from './support/test-runner';
import request from 'supertest';
import type { RunningRunner } from '../src/runner/runner';
import { type Http, type TestAccount, bearer, signUp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { useSuiteServer } from './support/suite-server';
import { type TestDatabase, createTestDatabase } from './support/test-database';

type Files = Array<{ path: string; content: string }>;

const SANDBOX_CSP = 'sandbox allow-scripts allow-forms allow-popups allow-modals';

const site = (heading: string): Files => [
  { path: 'index.html', content: `<!DOCTYPE html><html><head><link rel="stylesheet" href="styles.css"></head><body><h1>${heading}</h1><script src="js/app.js"></script></body></html>` },
  { path: 'styles.css', content: 'h1 { color: rebeccapurple; }' },
  { path: 'js/app.js', content: 'document.title = "Published";' },
];

/** A Node.js app without dependencies: answers an HTML page at / and JSON at /items. */
const NODE_APP: Files = [
  { path: 'package.json', content: JSON.stringify({ name: 'published-api', main: 'server.js', scripts: { start: 'node server.js' } }) },
  {
    path: 'server.js',
    content: `const http = require('node:http');
http.createServer((req, res) => {
  if (req.url === '/') { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'stolen=1' }); return res.end('<h1>Books API</h1>'); }
  if (req.url.startsWith('/items')) { res.writeHead(200, { 'content-type': 'application/json' }); return res.end(JSON.stringify({ items: ['dune'], path: req.url })); }
  res.writeHead(404); res.end();
}).listen(3000);
`,
  },
];

/** Publish (README "Build Studio"): a saved project at a share URL that anyone opens signed out, until Unpublish. */
describe('Build Studio publish (real PostgreSQL)', () => {
  const suite = useSuiteServer('build_studio_publish');
  let owner: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    owner = await signUp(suite.http);
    stranger = await signUp(suite.http);
  });

  async function savedProject(account: TestAccount, files: Files, projectType = 'static'): Promise<string> {
    const created = await suite.http.post('/api/build-studio/projects').set(bearer(account.token)).send({ name: 'Shared', projectType, files }).expect(201);
    return created.body.id as string;
  }
  const publication = (id: string) => `/api/build-studio/projects/${id}/publication`;

  it('publishes a static site that a signed-out visitor opens: index.html at the root, files by path, sandboxed', async () => {
    const id = await savedProject(owner, site('Hello from Atelier'));
    const before = await suite.http.get(publication(id)).set(bearer(owner.token)).expect(200);
    expect(before.body).toEqual({ published: false, url: null, visits: 0, revision: 0, publishedAt: null, revokedAt: null });

    const published = await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200);
    expect(published.body).toMatchObject({ published: true, visits: 0, revision: 1, revokedAt: null });
    expect(published.body.url).toMatch(/^\/api\/build-studio\/p\/[A-Za-z0-9_-]{22}\/$/);

    const page = await suite.http.get(published.body.url).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<h1>Hello from Atelier</h1>');
    expect(page.headers['content-security-policy']).toBe(SANDBOX_CSP);
    expect(page.headers['set-cookie']).toBeUndefined();
    const sheet = await suite.http.get(`${published.body.url}styles.css`).expect(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['content-security-policy']).toBe(SANDBOX_CSP);
    expect((await suite.http.get(`${published.body.url}js/app.js`).expect(200)).headers['content-type']).toBe('text/javascript; charset=utf-8');
    await suite.http.get(`${published.body.url}missing.css`).expect(404);
    const bare = await suite.http.get(published.body.url.slice(0, -1)).expect(308);
    expect(bare.headers.location).toBe(published.body.url);
  });

  it('counts a view of the page, not of its assets, and shows the count to the owner', async () => {
    const id = await savedProject(owner, site('Counted'));
    const { url } = (await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200)).body as { url: string };

    await suite.http.get(url).set('Sec-Fetch-Dest', 'document').expect(200);
    await suite.http.get(`${url}styles.css`).set('Sec-Fetch-Dest', 'style').expect(200);
    await suite.http.get(`${url}js/app.js`).set('Sec-Fetch-Dest', 'script').expect(200);
    await suite.http.get(`${url}index.html`).expect(200);
    await suite.http.head(url).expect(200);

    expect((await suite.http.get(publication(id)).set(bearer(owner.token)).expect(200)).body.visits).toBe(2);
  });

  it('answers a repeat visit with 304 from the ETag, and a republish changes the tag: no cache outlives it', async () => {
    const id = await savedProject(owner, site('Cached'));
    const { url } = (await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200)).body as { url: string };
    const first = await suite.http.get(`${url}styles.css`).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"r1-/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const repeat = await suite.http.get(`${url}styles.css`).set('If-None-Match', etag).expect(304);
    expect(repeat.text).toBe('');

    await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200);
    const after = await suite.http.get(`${url}styles.css`).set('If-None-Match', etag).expect(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('Update republishes the saved files under the same URL', async () => {
    const id = await savedProject(owner, site('First edition'));
    const first = (await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200)).body as { url: string };
    await suite.http.put(`/api/build-studio/projects/${id}`).set(bearer(owner.token)).send({ name: 'Shared', files: site('Second edition') }).expect(200);
    expect((await suite.http.get(first.url).expect(200)).text).toContain('First edition');

    const updated = await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200);
    expect(updated.body).toMatchObject({ url: first.url, revision: 2, published: true });
    const page = await suite.http.get(first.url).expect(200);
    expect(page.text).toContain('Second edition');
    expect(page.text).not.toContain('First edition');
  });

  it('Unpublish makes the URL answer 410 with a page that says so; Publish brings the same URL back', async () => {
    const id = await savedProject(owner, site('Soon gone'));
    const { url } = (await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200)).body as { url: string };
    const etag = (await suite.http.get(url).expect(200)).headers.etag as string;

    const revoked = await suite.http.delete(publication(id)).set(bearer(owner.token)).expect(200);
    expect(revoked.body).toMatchObject({ published: false, url, revokedAt: expect.any(String) });
    const gone = await suite.http.get(url).set('If-None-Match', etag).expect(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.text).toContain('This project was unpublished');
    expect(gone.headers['cache-control']).toBe('no-store');
    await suite.http.get(`${url}styles.css`).expect(410);

    const again = await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200);
    expect(again.body).toMatchObject({ published: true, url, revokedAt: null });
    expect((await suite.http.get(url).expect(200)).text).toContain('Soon gone');
  });

  it('answers 404 with a page for a slug nobody published', async () => {
    const missing = await suite.http.get('/api/build-studio/p/AAAAAAAAAAAAAAAAAAAAAA/').expect(404);
    expect(missing.text).toContain('There is no published page at this address.');
    await suite.http.get('/api/build-studio/p/not-a-slug/').expect(404);
    for (const malformed of ['/api/build-studio/p/%E0%A4%A/', '/api/build-studio/p/AAAAAAAAAAAAAAAAAAAAAA/%00', `/api/build-studio/p/${'A'.repeat(5000)}/`]) {
      expect((await suite.http.get(malformed)).status).toBeLessThan(500);
    }
  });

  it('answers 405 to anything but GET and HEAD on a static site', async () => {
    const id = await savedProject(owner, site('Read only'));
    const { url } = (await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200)).body as { url: string };
    const refused = await suite.http.post(url).send({ a: 1 }).expect(405);
    expect(refused.headers.allow).toBe('GET, HEAD');
  });

  it("another account cannot see, publish or unpublish your project (404), and signed-out callers get 401", async () => {
    const id = await savedProject(owner, site('Mine'));
    await suite.http.get(publication(id)).set(bearer(stranger.token)).expect(404);
    const refused = await suite.http.put(publication(id)).set(bearer(stranger.token)).expect(404);
    expect(refused.body.code).toBe('PROJECT_NOT_FOUND');
    const { url } = (await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200)).body as { url: string };
    await suite.http.delete(publication(id)).set(bearer(stranger.token)).expect(404);
    await suite.http.get(url).expect(200);
    await suite.http.put(publication(id)).expect(401);
    const never = await savedProject(owner, site('Never published'));
    expect((await suite.http.delete(publication(never)).set(bearer(owner.token)).expect(404)).body.code).toBe('PUBLICATION_NOT_FOUND');
  });

  it('answers a published API project with a clear 503 page when no runner is reachable', async () => {
    const id = await savedProject(owner, NODE_APP, 'nodejs');
    const { url } = (await suite.http.put(publication(id)).set(bearer(owner.token)).expect(200)).body as { url: string };
    const answer = await suite.http.get(`${url}items`).expect(503);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('This app cannot run right now');
  });
});

describe('Build Studio publish: API projects on the runner (bubblewrap sandbox)', () => {
  let runner: RunningRunner;
  let server: Awaited<ReturnType<typeof startInProcessServer>>;
  let http: Http;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('build_studio_publish_runner', { migrated: true });
    runner = await startTestRunner('publish-runner');
    server = await startInProcessServer({ DATABASE_URL: database.url, RUNNER_URL: runner.url });
    http = request(server.app.getHttpServer());
  });

  afterAll(async () => {
    await server?.close();
    await runner?.close();
    await database?.drop();
  });

  it('serves a published Node.js app from its snapshot, started on demand, with its pages sandboxed and counted; Unpublish stops it', async () => {
    const owner = await signUp(http);
    const id = (await http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'Books', projectType: 'nodejs', files: NODE_APP }).expect(201)).body.id as string;
    const { url } = (await http.put(`/api/build-studio/projects/${id}/publication`).set(bearer(owner.token)).expect(200)).body as { url: string };

    const items = await http.get(`${url}items?limit=2`).expect(200);
    expect(items.body).toEqual({ items: ['dune'], path: '/items?limit=2' });
    const page = await http.get(url).set('Sec-Fetch-Dest', 'document').expect(200);
    expect(page.text).toBe('<h1>Books API</h1>');
    expect(page.headers['content-security-policy']).toBe(SANDBOX_CSP);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await http.get(`/api/build-studio/projects/${id}/publication`).set(bearer(owner.token)).expect(200)).body.visits).toBe(1);

    expect(runner.manager.running).toBe(1);

    // Unpublish stops the app at once, not at the runner's idle limit.
    await http.delete(`/api/build-studio/projects/${id}/publication`).set(bearer(owner.token)).expect(200);
    expect(runner.manager.running).toBe(0);
    await http.get(`${url}items`).expect(410);
  });
});
