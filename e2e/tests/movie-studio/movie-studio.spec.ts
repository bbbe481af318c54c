import { deflateSync } from 'node:zlib';
import { sessionWithPro } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { renderedSecondsOfAccount, shortenSceneOfAccount } from '../../support/movie-seed';
import { MovieStudioPage, playVideo } from '../../support/movie-studio-page';
import { recordPageErrors } from '../../support/page-errors';
import { scaled } from '../../support/time-factor';

/** A solid-colour square PNG, built by hand (no image library in the e2e workspace). */
function solidPng(side: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: side }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Scene 1's length once shortened. */
const SHORT_SCENE_SECONDS = 4;

/**
 * The studio's journey on desktop and phone: details → character → script → scenes → two scenes rendered
 * (progress on the way, videos that play) → export, whose MP4 opens in a new tab and plays in Chromium.
 */
test.describe('Movie Studio', () => {
  test('details, a character, a breakdown, two scenes and an exported movie that plays', async ({ page, request }, testInfo) => {
    test.setTimeout(scaled(240_000));
    const errors = recordPageErrors(page);
    // Two scenes and an export are three of the day's video generations: a Pro trial allows 25.
    const account = await sessionWithPro(page, request, 'movie');
    const studio = new MovieStudioPage(page);
    await studio.goto();

    // Script step: nothing to export yet, and the breakdown waits for a title, a character and a prompt.
    await expect(studio.exportButton).toHaveCount(0);
    const generate = studio.button('Generate Scene Breakdown');
    await expect(generate).toBeDisabled();
    await expect(page.getByText('Please enter a movie title first!')).toBeVisible();
    await expect(page.getByText('No characters yet')).toBeVisible();
    await expect(page.getByText('Add at least one character to enable scene generation')).toBeVisible();

    await studio.setTitle('Last Delivery');
    await expect(page.getByText('Please add at least one character before generating scenes!')).toBeVisible();
    await page.getByLabel('Target length').selectOption({ label: '5 minutes' });
    await expect(page.getByText('Breakdown: 6 scenes of about 0:50')).toBeVisible();
    await studio.addCharacter({ name: 'Mara', bio: 'A courier who never misses a delivery.', avatar: solidPng(64, [208, 48, 48]) });
    await studio.addCharacter({ name: 'Vex', role: 'Bad Guy', bio: 'Runs the flooded city at night.' });
    const bible = page.getByRole('list', { name: 'Characters' });
    await expect(bible.getByRole('listitem')).toHaveCount(2);
    await expect(bible.getByText('Bad Guy', { exact: true })).toBeVisible();

    await page.getByLabel("What's your movie about?").fill('A courier in a flooded city must deliver a letter that could end a war.');
    await expect(generate).toBeEnabled();
    await generate.click();
    await expect(studio.toast('Generated 6 scenes!')).toBeVisible({ timeout: scaled(30_000) });

    // Scenes step: six cards, each casting bible characters; Export appears once scenes exist.
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(studio.exportButton).toBeVisible();
    await expect(studio.exportButton).toBeDisabled();
    await expect(studio.scene(1).getByText('Not generated')).toBeVisible();
    await expect(studio.scene(2).getByRole('list', { name: 'Scene 2 characters' })).toContainText('Vex');

    // Scene 1 is only generated, never watched: shortened (as an operator's SQL could), it renders in a fraction of
    // a 0:50 render (its narration may lengthen it a little). On desktop scene 2 keeps the planned 0:50 and its clip
    // is that long; the phone's run, whose subject is the layout, shortens it too (the length a plan renders at does
    // not depend on the viewport).
    const planned = testInfo.project.name !== 'phone';
    await shortenSceneOfAccount(account, 1, SHORT_SCENE_SECONDS);
    if (!planned) await shortenSceneOfAccount(account, 2, SHORT_SCENE_SECONDS);
    await studio.generateScene(1);
    await expect(studio.toast('Scene generated!')).toBeVisible();
    await studio.generateScene(2);
    const secondScene = planned ? 50 : await renderedSecondsOfAccount(account, 2);
    expect(await playVideo(studio.scene(2).locator('video'))).toBeCloseTo(secondScene, 0);

    // Export: the MP4 opens in a new tab and plays there: title card + two scenes + credits.
    await expect(studio.exportButton).toBeEnabled();
    const popup = page.waitForEvent('popup');
    await studio.exportButton.click();
    const tab = await popup;
    await expect(studio.toast('Movie exported!')).toBeVisible({ timeout: scaled(60_000) });
    await tab.waitForURL(/\/api\/media\/[0-9a-f-]{36}$/);
    const duration = await playVideo(tab.locator('video'));
    const firstScene = await renderedSecondsOfAccount(account, 1);
    expect(firstScene).toBeLessThan(50);
    expect(Math.abs(duration - (5 + firstScene + secondScene + 6))).toBeLessThan(0.5);
    expect(errors).toEqual([]);
  });
});
