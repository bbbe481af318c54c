import { expect, test, type Response } from '@playwright/test';

// The site as `npm start` serves it (issue 16): compressed JS, immutable hashed files, and the
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
