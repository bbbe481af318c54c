import { sessionAsNewUser } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { shortenSceneOfAccount } from '../../support/movie-seed';
import { MovieStudioPage } from '../../support/movie-studio-page';
import { recordPageErrors } from '../../support/page-errors';
import { scaled } from '../../support/time-factor';

/** Scene 1's length here (movie-seed's shortenSceneOfAccount): a twelfth of the frames of the planned 0:50. */
const SCENE_SECONDS = 4;

/**
 * Aspect ratios and posters (README "Movie Studio"): a movie made portrait in its details renders a
 * portrait scene, whose card shows it in a portrait box with its poster before anything plays.
 */
test.describe('Movie Studio formats', () => {
  test('9:16 chosen in the details: the rendered scene is portrait and shows its poster before playing', async ({ page, request }) => {
    // One scene at 720×1280 (Free), possibly behind other movie tests' renders in the backend's one render slot.
    test.setTimeout(scaled(480_000));
    const errors = recordPageErrors(page);
    const account = await sessionAsNewUser(page, request, 'formats');
    const studio = new MovieStudioPage(page);
    await studio.goto();

    await studio.setTitle('Upright Delivery');
    const ratio = page.getByLabel('Aspect ratio');
    await expect(ratio).toHaveValue('16:9');
    await expect(ratio.locator('option')).toHaveText(['16:9 (landscape)', '9:16 (portrait)', '1:1 (square)']);
    await page.getByLabel('Target length').selectOption({ label: '5 minutes' });
    await expect(studio.toast('Movie metadata saved!')).toBeVisible();
    // The length's toast may still be up: wait for the ratio's own save to be answered.
    const ratioSaved = page.waitForResponse((response) => response.url().endsWith('/api/movie/save-meta') && response.request().postDataJSON()?.aspect_ratio === '9:16');
    await ratio.selectOption({ label: '9:16 (portrait)' });
    expect((await ratioSaved).status()).toBe(200);
    await studio.addCharacter({ name: 'Mara', bio: 'A courier who never misses a delivery.' });
    await page.getByLabel("What's your movie about?").fill('A courier in a flooded city must deliver a letter that could end a war.');
    await studio.button('Generate Scene Breakdown').click();
    await expect(studio.toast('Generated 6 scenes!')).toBeVisible({ timeout: scaled(30_000) });

    // The subject is the clip's shape and poster, not its length: the planned 0:50 renders in the studio's journey.
    await shortenSceneOfAccount(account, 1, SCENE_SECONDS);
    const card = studio.scene(1);
    await card.getByRole('button', { name: 'Generate Scene 1' }).click();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: scaled(420_000) });
    const video = card.locator('video');
    // The poster is the render's own frame, there before a byte of video plays.
    await expect(video).toHaveAttribute('poster', /\/api\/media\/[0-9a-f-]{36}$/);
    await expect(card.getByText('9:16', { exact: true })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused && element.currentTime === 0)).toBe(true);
    const poster = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<{ width: number; height: number }>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
          image.onerror = () => reject(new Error('poster did not load'));
          image.src = element.poster;
        }),
    );
    expect(poster.width).toBeLessThan(poster.height);

    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: scaled(30_000) }).toBeGreaterThanOrEqual(1);
    const size = await video.evaluate((element: HTMLVideoElement) => ({ width: element.videoWidth, height: element.videoHeight }));
    expect(size).toEqual({ width: 720, height: 1280 });
    // The box has the video's shape: no bars beside a portrait clip.
    const box = await video.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 9 / 16)).toBeLessThan(0.03);
    expect(errors).toEqual([]);
  });
});
