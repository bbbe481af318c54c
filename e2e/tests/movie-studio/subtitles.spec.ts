import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { renderScenes, seedMovie, shortenScenes } from '../../support/movie-seed';
import { MovieStudioPage } from '../../support/movie-studio-page';
import { scaled } from '../../support/time-factor';

/**
 * Narration and subtitles in the studio's player: a narrated scene exported, the movie plays in the
 * studio with its WebVTT track showing (cues loaded from the server), and the subtitle files download
 * named after the movie.
 */
test.describe('Movie Studio subtitles', () => {
  test('the exported movie plays with its subtitles showing, and the WebVTT file downloads', async ({ page, request }) => {
    // One scene render at 1080p (shortened to 4 s, longer if its narration needs it: the subject is the subtitles) and an export; in a full run they
    // may wait behind other movie renders.
    test.setTimeout(scaled(900_000));
    const account = await createAccount(request, { email: uniqueEmail('subtitles') });
    const headers = { Authorization: `Bearer ${account.token}` };
    expect((await request.post('/api/billing/trial', { data: { plan: 'pro' }, headers })).status()).toBe(200);
    const movie = await seedMovie(request, account, 'Night Ferry');
    const scene = movie.scenes[0].id;
    const edited = await request.patch(`/api/movie-studio/scenes/${movie.projectId}/${scene}`, {
      data: { prompt: 'The ferry leaves at midnight.\nMara: I have the letter.' },
      headers,
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await shortenScenes(movie, [scene], 4);
    await renderScenes(request, account, movie, [scene]);
    const exported = await request.post('/api/movie-studio/export', { data: { project_id: movie.projectId, format: 'mp4' }, headers, timeout: scaled(480_000) });
    expect(exported.status(), await exported.text()).toBe(200);

    await openSession(page, account);
    const studio = new MovieStudioPage(page);
    await studio.goto();
    await studio.button('My Movies').click();
    await page.getByRole('dialog', { name: 'Your Movies' }).getByRole('button', { name: 'Open Night Ferry' }).click();

    const video = page.getByRole('region', { name: 'Your movie' }).locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/media\/[0-9a-f-]{36}$/);
    const track = () =>
      video.evaluate((element: HTMLVideoElement) => {
        const first = element.textTracks[0];
        return first ? { kind: first.kind, language: first.language, mode: first.mode, cues: first.cues?.length ?? 0, text: first.cues?.[0] ? (first.cues[0] as VTTCue).text : null } : null;
      });
    await expect.poll(track, { timeout: scaled(30_000) }).toEqual({ kind: 'subtitles', language: 'en', mode: 'showing', cues: 2, text: 'The ferry leaves at midnight.' });
    // The title card comes first: the first line is spoken after it.
    const start = await video.evaluate((element: HTMLVideoElement) => element.textTracks[0].cues?.[0]?.startTime ?? 0);
    expect(start).toBeGreaterThan(4);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'WebVTT' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Night Ferry.vtt');
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toMatch(/^WEBVTT\n\n1\n00:00:0\d\.\d{3} --> 00:00:\d\d\.\d{3}\nThe ferry leaves at midnight\.\n/);
  });
});
