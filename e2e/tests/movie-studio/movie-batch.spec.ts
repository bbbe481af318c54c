import type { Locator } from '@playwright/test';
import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { renderedSecondsOfScene, renderScenes, seedMovie, shortenScenes } from '../../support/movie-seed';
import { MovieStudioPage, playVideo } from '../../support/movie-studio-page';
import { RenderGate } from '../../support/render-gate';
import { scaled } from '../../support/time-factor';

const gate = new RenderGate();

/** Every scene's length, shortened from the planned 0:50 (a scene's narration may make its clip longer). */
const SCENE_SECONDS = 4;

test.afterEach(() => gate.releaseAll());

/** The card's clip: a stored video, its src the media URL (with the poster fragment). */
async function expectClip(card: Locator): Promise<string> {
  const video = card.locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/media\/[0-9a-f-]{36}(#t=[\d.]+)?$/);
  return (await video.getAttribute('src')) ?? '';
}

/**
 * A batch of three scenes (ARCHITECTURE.md §7: a batch reports per-item state): the first finished scene
 * shows its clip while the third still says Queued, and a reload shows the same. The backend's render gate
 * holds each scene until the test releases it, so "scene 1 done, scene 3 waiting" is set up, not raced.
 */
test.describe('Movie Studio batch', () => {
  test('a finished scene shows its clip while the rest of its batch is queued, also after a reload', async ({ page, request }, testInfo) => {
    // Per-scene state is the same on every viewport (the phone's cards are covered by movie-studio.spec.ts);
    // six more renders on the phone would only lengthen the suite.
    test.skip(testInfo.project.name === 'phone', 'viewport-independent');
    // A process renders one scene at a time, so in a full run the six renders may also wait behind the other movie
    // tests' renders.
    test.setTimeout(scaled(300_000));
    // Six renders in all, on the day's video allowance: a Pro trial allows 25.
    const account = await createAccount(request, { email: uniqueEmail('batch') });
    const trial = await request.post('/api/billing/trial', { data: { plan: 'pro' }, headers: { Authorization: `Bearer ${account.token}` } });
    expect(trial.status()).toBe(200);

    // A 5-minute movie has six scenes: scenes 4–6 rendered first, so 'Generate All Scenes' is a batch of three.
    // Every scene is shortened (as an operator's SQL could): what is tested is each scene's state while the gate
    // holds the batch, not a 0:50 render (movie-studio.spec.ts plays one).
    const movie = await seedMovie(request, account, 'Three Bridges');
    const [first, second, third, ...rest] = movie.scenes.map((scene) => scene.id);
    expect(movie.scenes.map((scene) => scene.scene_number)).toEqual([1, 2, 3, 4, 5, 6]);
    await shortenScenes(movie, movie.scenes.map((scene) => scene.id), SCENE_SECONDS);
    await renderScenes(request, account, movie, rest);

    await openSession(page, account);
    const studio = new MovieStudioPage(page);
    await studio.goto();
    await studio.button('My Movies').click();
    await page.getByRole('dialog', { name: 'Your Movies' }).getByRole('button', { name: 'Open Three Bridges' }).click();
    await expect(page.getByText('3 of 6 generated', { exact: true })).toBeVisible();

    gate.hold(first, second, third);
    await studio.button('Generate All Scenes (3)').click();
    for (const number of [1, 2, 3]) await expect(studio.scene(number).getByRole('status')).toHaveText('Queued');

    // Scene 1 renders; scene 2 then waits at the gate, scene 3 behind it.
    gate.release(first);
    const expectHalfway = async () => {
      await expect(studio.scene(1).getByText('Completed', { exact: true })).toBeVisible({ timeout: scaled(300_000) });
      const clip = await expectClip(studio.scene(1));
      await expect(studio.scene(2).getByRole('status')).toHaveText('Queued');
      await expect(studio.scene(3).getByRole('status')).toHaveText('Queued');
      await expect(page.getByText('4 of 6 generated', { exact: true })).toBeVisible();
      expect(await playVideo(studio.scene(1).locator('video'))).toBeCloseTo(await renderedSecondsOfScene(first), 0);
      return clip;
    };
    const clip = await expectHalfway();

    // The page comes back to the running batch as it is: the same clip, the same queue. (The reloaded card
    // knows the clip's poster and drops the media fragment the live card used to skip the fade.)
    const media = (url: string) => url.split('#')[0];
    await page.reload();
    await expect(studio.heading).toBeVisible();
    expect(media(await expectHalfway())).toBe(media(clip));

    gate.release(second, third);
    await expect(studio.toast('Generated 3 scenes!')).toBeVisible({ timeout: scaled(300_000) });
    await expect(page.getByText('6 of 6 generated', { exact: true })).toBeVisible();
    for (const [index, id] of [first, second, third].entries()) {
      const card = studio.scene(index + 1);
      await expect(card.getByText('Completed', { exact: true })).toBeVisible();
      await expectClip(card);
      expect(await playVideo(card.locator('video'))).toBeCloseTo(await renderedSecondsOfScene(id), 0);
    }
  });
});
