import { expect, test, type Response } from '@playwright/test';

// The site as `npm start` serves it (ARCHITECTURE.md §4): compressed JS, immutable hashed files, and the
// landing's remote known before the shell's JS runs (remotes.json, the chat manifest, and once the shell's
// server has read that manifest, the chat entry and the landing's first chunks and styles, preloaded).

/** The URLs of a Link header, in order. */
const linkedUrls = (link: string | undefined) => [...(link ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]);

test('the landing arrives compressed, with its remote preloaded and fetched once', async ({ page }) => {
  // The server reads the chat manifest in the background (never making a page wait): wait until it has.
  await expect.poll(async () => (await page.request.get('/')).headers().link ?? '').toContain('rel=preload; as=script');
  const scripts: Response[] = [];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.push(response);
  });

  const document = await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();

  // The chat remote's manifest is named by the page's own response, not discovered after the JS ran.
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const link = document?.headers().link;
  expect(link?.startsWith(`<${remotes.chat}>; rel=preload; as=fetch; crossorigin, `)).toBe(true);
  const manifest = (await (await page.request.get(remotes.chat)).json()) as { metaData: { remoteEntry: { name: string } } };
  const chatOrigin = new URL(remotes.chat).origin;
  const preloaded = linkedUrls(link);
  expect(preloaded[1]).toBe(`${chatOrigin}/${manifest.metaData.remoteEntry.name}`);
  expect(preloaded.some((url) => /__federation_expose_Landing\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(preloaded.some((url) => /__federation_expose_Landing\.[0-9a-f]+\.css$/.test(url))).toBe(true);
  // A preload the page then fetches again would cost a second request: each is fetched once.
  expect(requested.filter((url) => new URL(url).pathname === '/remotes.json')).toHaveLength(1);
  for (const url of preloaded) expect(requested.filter((candidate) => candidate === url), url).toHaveLength(1);

  // Every script of the shell and of the remote: brotli or gzip, hashed ones cached for good.
  const origins = new Set(scripts.map((response) => new URL(response.url()).origin));
  expect(origins).toContain(new URL(page.url()).origin);
  expect(origins).toContain(chatOrigin);
  for (const response of scripts) {
    const headers = await response.allHeaders();
    const size = Number(headers['content-length'] ?? (await response.body()).length);
    if (size < 1024 && !headers['content-encoding']) continue; // tiny files go out as they are
    expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
    expect(headers.vary, response.url()).toBe('Accept-Encoding');
    if (/\/static\/.+\.[0-9a-f]{8,}\.js$/.test(response.url())) {
      expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    }
  }
});

test("a shell page's HTML preloads the whole chain of its first paint, each file fetched once", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  const document = await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const html = (await document?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)"/g)].map((match) => new URL(match[1], page.url()).href);

  // What the entry loads (React, the router, the runtime, the bootstrap), and the page's own chunk and styles.
  expect(preloaded.length).toBeGreaterThan(5);
  expect(preloaded.some((url) => /\/static\/js\/async\/page-pricing\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(preloaded.some((url) => /\/static\/css\/async\/page-pricing\.[0-9a-f]+\.css$/.test(url))).toBe(true);
  // Each is a file the page uses, requested once: a preload the page does not match would be fetched twice.
  for (const url of preloaded) expect(requested.filter((candidate) => candidate === url), url).toHaveLength(1);

  // Another page's chunk is not in it; the landing's HTML has the entry's chunks but no page chunk.
  expect(html).not.toContain('page-about');
  const landing = await (await page.request.get('/')).text();
  expect(landing).toContain('<link rel="preload" href="/static/js/async/');
  expect(landing).not.toMatch(/page-[a-z-]+\.[0-9a-f]+\.js/);
});
