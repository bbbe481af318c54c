import type { Response } from '@playwright/test';
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
 * after a beat, Play enables and the preview plays.
 */
test.describe('Music Studio streamed previews', () => {
  test('after a beat, Play loads the compressed previews (no WAV) and plays', async ({ page, request }) => {
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
    await beats.getByRole('button', { name: 'Generate Beat' }).click();
    await expect(page.getByText('Beat generated! (offline engine)')).toBeVisible({ timeout: scaled(90_000) });
    const preview = beats.getByRole('region', { name: 'Beat preview' });
    const play = preview.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeEnabled({ timeout: scaled(30_000) });
    await play.click();
    // The transport advances: the position leaves 0:00.
    await expect(preview.getByLabel('Position')).not.toHaveText(/^0:00 \//, { timeout: scaled(15_000) });
    await preview.getByRole('button', { name: 'Stop', exact: true }).click();

    const fetched = await Promise.all(media);
    const audio = fetched.filter((entry) => entry.type.startsWith('audio/'));
    // Four stems and the guide vocal, each an Opus preview of a 2-minute song: well under a megabyte apiece.
    expect(audio.map((entry) => entry.type)).toEqual(Array(5).fill('audio/webm; codecs=opus'));
    expect(fetched.filter((entry) => entry.type.includes('wav'))).toEqual([]);
    for (const entry of audio) expect(entry.bytes).toBeLessThan(1_000_000);
    expect(errors).toEqual([]);
  });
});
