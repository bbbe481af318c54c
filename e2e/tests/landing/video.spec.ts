import { expect, test } from '../../support/landing-test';

test.describe('landing video mode', () => {
  test('shows the job progress, then a video that plays', async ({ landing, page }) => {
    test.slow();
    await landing.goto();
    await landing.chooseMode('Video');
    const started = page.waitForResponse((response) => response.url().endsWith('/api/video/generate') && response.request().method() === 'POST');
    const followed = page.waitForRequest((request) => /^\/api\/jobs\/[0-9a-f-]{36}\/events$/.test(new URL(request.url()).pathname));

    await landing.send('Waves rolling onto a beach');

    // The job is accepted at once, then followed on its event stream (no held-open POST, no polling).
    const accepted = await started;
    const body = accepted.request().postDataJSON();
    expect(body.prompt).toBe('Waves rolling onto a beach');
    expect(body.request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(accepted.request().headers()['prefer']).toBe('respond-async');
    expect(accepted.status()).toBe(202);
    const job = await accepted.json();
    expect(job).toMatchObject({ request_id: body.request_id, events_url: `/api/jobs/${job.job_id}/events` });
    const progress = landing.resultArea().getByRole('progressbar', { name: 'Video progress' });
    await expect(progress).toBeVisible();
    await expect(landing.resultArea().getByText('Generating video...')).toBeVisible();
    const events = new URL((await followed).url());
    expect(events.pathname).toBe(`/api/jobs/${job.job_id}/events`);
    expect(events.searchParams.get('session_id')).toBe(body.session_id);

    const figure = landing.newestResult();
    const video = figure.locator('video');
    await expect(video).toHaveAttribute('aria-label', 'Waves rolling onto a beach');
    await expect(video).toHaveAttribute('src', /\/api\/media\/[0-9a-f-]{36}$/);
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

  test('while the video job runs, the progress bar reports a percentage', async ({ landing, page }) => {
    test.slow();
    await landing.goto();
    await landing.chooseMode('Video');
    // Hold the job's event stream until the progress bar was checked: the offline engine renders in a few seconds.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/jobs/*/events*', async (route) => {
      await held;
      await route.continue();
    });

    await landing.send('A paper boat on a pond');

    const progress = landing.resultArea().getByRole('progressbar', { name: 'Video progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^(\d|[1-9]\d|100)$/);
    await expect(landing.sendButton).toBeDisabled();
    release();
    await expect(landing.newestResult().locator('video')).toHaveAttribute('aria-label', 'A paper boat on a pond');
  });
});
