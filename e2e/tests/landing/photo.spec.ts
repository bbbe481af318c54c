import { expect, test } from '../../support/landing-test';

const FREE_PHOTOS_PER_DAY = 5;

test.describe('landing photo mode', () => {
  test('generates a real PNG and lists results newest first, labelled as the offline engine', async ({ landing, page }) => {
    test.slow();
    await landing.goto();
    await landing.chooseMode('Photo');
    const imageLoaded = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/media/'));
    const generated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/photo/generate');

    await landing.send('A lighthouse at dusk');

    const answer = await generated;
    expect(answer.status(), await answer.text()).toBe(200);
    const body = await answer.json();
    expect(body.photo_url).toBe(`/api/media/${body.media_id}`);
    const media = await imageLoaded;
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/png');

    const first = landing.newestResult();
    const image = first.getByRole('img', { name: 'A lighthouse at dusk' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await expect(first.locator('figcaption')).toContainText('A lighthouse at dusk');
    await expect(first.locator('figcaption')).toContainText('offline engine');

    await landing.send('A red bicycle in the rain');

    await expect(landing.resultFigures()).toHaveCount(2);
    await expect(landing.nthNewestResult(0, 2).getByRole('img', { name: 'A red bicycle in the rain' })).toBeVisible();
    await expect(landing.nthNewestResult(1, 2).getByRole('img', { name: 'A lighthouse at dusk' })).toBeVisible();
  });

  test('while a photo is generated, sending is disabled', async ({ landing, page }) => {
    await landing.goto();
    await landing.chooseMode('Photo');
    // Hold the request until the busy state was seen: the offline engine answers in well under a second.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Matched by path: the request carries its idempotency key in the query.
    await page.route((url) => url.pathname === '/api/photo/generate', async (route) => {
      await held;
      await route.fallback();
    });

    await landing.send('A quiet harbour');
    await landing.message.fill('A second prompt');

    await expect(landing.sendButton).toBeDisabled();
    release();
    await expect(landing.newestResult().getByRole('img', { name: 'A quiet harbour' })).toBeVisible();
    await expect(landing.sendButton).toBeEnabled();
  });

  test("a visitor who used the day's photos sees the server's message, when it resets, and sending turns off", async ({ page, landing, request }) => {
    test.slow();
    const session = `p${Math.random().toString(36).slice(2, 10)}`.slice(0, 9);
    for (let photo = 0; photo < FREE_PHOTOS_PER_DAY; photo++) {
      const answer = await request.post('/api/photo/generate', { data: { prompt: `Warm-up picture ${photo}`, session_id: session } });
      expect(answer.status(), await answer.text()).toBe(200);
    }
    const refused = await request.post('/api/photo/generate', { data: { prompt: 'One more', session_id: session } });
    expect(refused.status()).toBe(429);
    const { code, message } = await refused.json();
    expect(code).toBe('QUOTA_EXCEEDED');

    // Visitors are counted by browser session: this browser is the one that used them.
    await page.addInitScript((id) => localStorage.setItem('chat_session_id', id), session);
    await landing.goto();
    await landing.chooseMode('Photo');
    await landing.send('A castle in the clouds');

    const notice = page.getByRole('alert', { name: 'Daily limit reached' });
    await expect(notice).toContainText(message);
    await expect(notice).toContainText(/Sending works again (tomorrow )?at \d\d:\d\d/);
    await expect(notice.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(landing.resultFigures()).toHaveCount(0);
    await landing.message.fill('Another castle');
    await expect(landing.sendButton).toBeDisabled();
  });
});
