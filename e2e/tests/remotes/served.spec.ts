import { expect, test, type Response } from '@playwright/test';

// The site as `npm start` serves it (issue 16): compressed JS, immutable hashed files, and the
// landing's remote known before the shell's JS runs (remotes.json and the chat manifest preloaded).

test('the landing arrives compressed, with its remote preloaded and fetched once', async ({ page }) => {
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
  expect(document?.headers().link).toBe(`<${remotes.chat}>; rel=preload; as=fetch; crossorigin`);
  // A preload the page then fetches again would cost a second request: each is fetched once.
  expect(requested.filter((url) => new URL(url).pathname === '/remotes.json')).toHaveLength(1);
  expect(requested.filter((url) => url === remotes.chat)).toHaveLength(1);

  // Every script of the shell and of the remote: brotli or gzip, hashed ones cached for good.
  const chatOrigin = new URL(remotes.chat).origin;
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
