import type { Response, Route } from '@playwright/test';
import { sessionWithPro } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { MusicStudioPage } from '../../support/music-studio-page';
import { recordPageErrors } from '../../support/page-errors';
import { scaled } from '../../support/time-factor';

interface MediaFetch {
  url: string;
  type: string;
  bytes: number;
}

/**
 * Play streams compressed previews (Opus in WebM in Chromium), never the WAV stems, which stay for exports:
 * after a beat, Play enables with each lane's head alone (the whole previews held back), the preview plays,
 * waits where the heads end while the whole previews are held, and plays on once they come.
 */
test.describe('Music Studio streamed previews', () => {
  test('after a beat, Play is ready with the heads of the compressed previews (no WAV), plays, waits where the heads end and plays on', async ({ page, request }) => {
    test.slow();
    const errors = recordPageErrors(page);
    const media: Promise<MediaFetch>[] = [];
    page.on('response', (response: Response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/media/')) return;
      media.push(
        response.body().then((body) => ({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: body.length })),
      );
    });
    await sessionWithPro(page, request, 'music');
    const studio = new MusicStudioPage(page);
    // The remote may take a while to load on a busy machine: wait for it, as for the beat.
    await page.goto('/music-studio');
    await expect(studio.heading).toBeVisible({ timeout: scaled(60_000) });
    await studio.createProject({ length: '2 min' });
    await studio.generateLyrics('Rain on a quiet harbour');

    const beats = await studio.openTab('Beats');
    // The studio asks for the five heads first and for the whole previews only once every head is
    // decoded: hold every media download after the first five until the test lets them through.
    let downloads = 0;
    let wholesReleased = false;
    const held: Array<() => void> = [];
    await page.route('**/api/media/**', async (route: Route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      downloads += 1;
      if (downloads > 5 && !wholesReleased) await new Promise<void>((release) => held.push(release));
      return route.fallback();
    });
    await beats.getByRole('button', { name: 'Generate Beat' }).click();
    await expect(page.getByText('Beat generated! (offline engine)')).toBeVisible({ timeout: scaled(90_000) });
    const preview = beats.getByRole('region', { name: 'Beat preview' });
    const play = preview.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeEnabled({ timeout: scaled(30_000) });
    await play.click();
    // The transport advances on the heads alone: the position leaves 0:00.
    const position = preview.getByLabel('Position');
    await expect(position).not.toHaveText(/^0:00 \//, { timeout: scaled(15_000) });
    // Where the 6-second heads end, the whole previews still held back, every lane waits at that point
    // (none plays on while another is silent) and the studio says so...
    const waiting = preview.getByRole('status');
    await expect(waiting).toHaveText(/Loading the rest of the song/, { timeout: scaled(20_000) });
    // (the head ends on an Opus packet at about 6 s: 0:05 or 0:06 on the clock)
    await expect(position).toHaveText(/^0:0[56] \//);
    await expect(preview.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    // ...and goes on from there once the whole previews come.
    wholesReleased = true;
    for (const release of held.splice(0)) release();
    await expect(waiting).toBeHidden({ timeout: scaled(30_000) });
    await expect(position).toHaveText(/^0:(0[7-9]|[1-5]\d) \//, { timeout: scaled(15_000) });
    await preview.getByRole('button', { name: 'Stop', exact: true }).click();

    // The whole previews come after the heads, as the studio hands over to them.
    await expect.poll(() => media.length, { timeout: scaled(60_000) }).toBe(10);
    const fetched = await Promise.all(media);
    const audio = fetched.filter((entry) => entry.type.startsWith('audio/'));
    // Four stems and the guide vocal: first their 6-second heads, then each whole Opus preview of a
    // 2-minute song, well under a megabyte apiece.
    expect(audio.map((entry) => entry.type)).toEqual(Array(10).fill('audio/webm; codecs=opus'));
    expect(fetched.filter((entry) => entry.type.includes('wav'))).toEqual([]);
    const [heads, wholes] = [audio.slice(0, 5), audio.slice(5)];
    for (const entry of wholes) expect(entry.bytes).toBeLessThan(1_000_000);
    expect(Math.max(...heads.map((entry) => entry.bytes))).toBeLessThan(Math.min(...wholes.map((entry) => entry.bytes)));
    expect(errors).toEqual([]);
  });
});
