import { expect, test } from '../../support/landing-test';

test.describe('landing video mode', () => {
  test('shows the job progress, then a video that plays', async ({ landing, page }) => {
    test.slow();
    await landing.goto();
    await landing.chooseMode('Video');
    const started = page.waitForRequest((request) => request.url().endsWith('/api/video/generate') && request.method() === 'POST');
    const polled = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/video/jobs/'));
    const finished = page.waitForResponse((response) => response.url().endsWith('/api/video/generate'));

    await landing.send('Waves rolling onto a beach');

    const body = (await started).postDataJSON();
    expect(body.prompt).toBe('Waves rolling onto a beach');
    expect(body.request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const progress = landing.results.getByRole('progressbar', { name: 'Video progress' });
    await expect(progress).toBeVisible();
    await expect(landing.results.getByText('Generating video...')).toBeVisible();
    const poll = new URL((await polled).url());
    expect(poll.pathname).toBe(`/api/video/jobs/${body.request_id}`);
    expect(poll.searchParams.get('session_id')).toBe(body.session_id);

    const answer = await finished;
    expect(answer.status(), await answer.text()).toBe(200);
    const result = await answer.json();
    expect(result.video_url).toBe(`/api/media/${result.media_id}`);

    const figure = landing.resultFigures().first();
    const video = figure.locator('video');
    await expect(video).toHaveAttribute('aria-label', 'Waves rolling onto a beach');
    await expect(video).toHaveAttribute('controls', '');
    await expect(figure.locator('figcaption')).toContainText('Waves rolling onto a beach');
    await expect(progress).toHaveCount(0);

    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
    const playing = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      return !element.paused;
    });
    expect(playing).toBe(true);
  });

  test('while the video job runs, the progress bar reports a percentage', async ({ landing, page, clientIp }) => {
    test.slow();
    await landing.goto();
    await landing.chooseMode('Video');
    // Hold the final answer until the progress bar was checked: the offline engine renders in a few seconds.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/video/generate', async (route) => {
      // route.fetch() skips the context's handlers, so it names this test's client itself.
      const response = await route.fetch({ headers: { ...route.request().headers(), 'x-forwarded-for': clientIp } });
      await held;
      await route.fulfill({ response });
    });

    await landing.send('A paper boat on a pond');

    const progress = landing.results.getByRole('progressbar', { name: 'Video progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^(\d|[1-9]\d|100)$/);
    await expect(landing.sendButton).toBeDisabled();
    release();
    await expect(landing.resultFigures().first().locator('video')).toHaveAttribute('aria-label', 'A paper boat on a pond');
  });
});
