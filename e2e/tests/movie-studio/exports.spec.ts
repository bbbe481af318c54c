import type { APIRequestContext } from '@playwright/test';
import { type Account, createAccount, uniqueEmail, openSession } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { renderScenes, seedMovie, shortenScenes, type SeededMovie } from '../../support/movie-seed';
import { MovieStudioPage, playVideo } from '../../support/movie-studio-page';
import { scaled } from '../../support/time-factor';

/** Exports the movie through the API (the POST holds until the export job is done). */
async function exportMovie(request: APIRequestContext, account: Account, movie: SeededMovie): Promise<string> {
  const response = await request.post('/api/movie-studio/export', {
    data: { project_id: movie.projectId, format: 'mp4' },
    headers: { Authorization: `Bearer ${account.token}` },
    timeout: scaled(480_000),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).export_url;
}

/** The scene's length here: the exports' subject is their list and links, not a full 0:50 scene. */
const SCENE_SECONDS = 4;
/** The title card every export opens with (backend movie.constants.ts). */
const TITLE_CARD_SECONDS = 5;

/**
 * Exports that last (README "Movie Studio"): a second export does not take the first one's link away; both are
 * listed under the scenes, newest first, and a download is named after the movie's title.
 */
test.describe('Movie Studio exports', () => {
  test('two exports are listed, the first still plays, and a download is named after the title', async ({ page, request }, testInfo) => {
    // A scene render and two exports of real video on a busy machine: the timeout only guards against a hang.
    test.setTimeout(scaled(900_000));
    const account = await createAccount(request, { email: uniqueEmail(`exports-${testInfo.project.name}`) });
    // A scene and two exports: three videos, more than Free's daily two (a Pro trial allows 25).
    const trial = await request.post('/api/billing/trial', { data: { plan: 'pro' }, headers: { Authorization: `Bearer ${account.token}` } });
    expect(trial.status()).toBe(200);
    const title = `Harbour Lights ${testInfo.project.name}`;
    const movie = await seedMovie(request, account, title);
    await shortenScenes(movie, [movie.scenes[0].id], SCENE_SECONDS);
    await renderScenes(request, account, movie, [movie.scenes[0].id]);
    const first = await exportMovie(request, account, movie);
    // A new logline makes a new title card, so the next export is another movie (no second scene render).
    const meta = await request.post('/api/movie/save-meta', {
      data: { project_id: movie.projectId, title, logline: 'The tide turns at midnight.', target_length: 5 },
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(meta.status()).toBe(200);
    const second = await exportMovie(request, account, movie);
    expect(second).not.toBe(first);

    await openSession(page, account);
    const studio = new MovieStudioPage(page);
    await studio.goto();
    await studio.button('My Movies').click();
    await page.getByRole('dialog', { name: 'Your Movies' }).getByRole('button', { name: `Open ${title}` }).click();
    const list = page.getByRole('region', { name: 'Exports' });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('link', { name: 'Open' })).toHaveAttribute('href', new RegExp(`${second}$`));
    const older = rows.nth(1);
    await expect(older.getByRole('link', { name: 'Open' })).toHaveAttribute('href', new RegExp(`${first}$`));
    await expect(older).toContainText(/\d+:\d\d · [\d.]+ (KB|MB)/);

    // The first export still plays at its own link: the whole movie, title card and scene.
    const [tab] = await Promise.all([page.waitForEvent('popup'), older.getByRole('link', { name: 'Open' }).click()]);
    expect(await playVideo(tab.locator('video'))).toBeGreaterThanOrEqual(TITLE_CARD_SECONDS + SCENE_SECONDS - 0.5);
    await tab.close();

    const [download] = await Promise.all([page.waitForEvent('download'), older.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`${title}.mp4`);
  });
});
