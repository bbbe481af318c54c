import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from '../../support/auth';
import { alertDialog, promptDialog, recordNativeDialogs } from '../../support/dialogs';
import { expect, test } from '../../support/landing-test';
import type { LandingPage } from '../../support/landing-page';

/** Landing: the conversation list, media restored after a reload, and a visitor's work kept at sign-up. */
const SHOTS = '/work/shots/h1';
const isPhone = () => test.info().project.name === 'phone';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png` });

/** Desktop: the panel beside the thread. Phones: the list in a sheet behind the Conversations button. */
async function conversationList(page: Page): Promise<Locator> {
  if (isPhone()) {
    const sheet = page.getByRole('dialog', { name: 'Conversations' });
    if (!(await sheet.isVisible())) await page.getByRole('button', { name: /^Conversations/ }).click();
    await expect(sheet).toBeVisible();
    return sheet.getByRole('list', { name: 'Conversations' });
  }
  const list = page.getByRole('region', { name: 'Results' }).getByRole('list', { name: 'Conversations' });
  await expect(list).toBeVisible();
  return list;
}

async function closeSheet(page: Page): Promise<void> {
  if (isPhone()) await page.getByRole('dialog', { name: 'Conversations' }).getByRole('button', { name: 'Close' }).click();
}

async function chat(landing: LandingPage, text: string): Promise<void> {
  const stored = landing.page.waitForResponse((response) => response.url().includes('/api/chat/conversations?'));
  await landing.send(text);
  await landing.waitUntilIdle();
  await expect(landing.userBubbles.last()).toContainText(text);
  await stored;
}

/** Makes a photo and waits until it is kept with the conversation. */
async function photo(landing: LandingPage, prompt: string): Promise<void> {
  const kept = landing.page.waitForResponse(
    (response) => /\/api\/chat\/conversations\/[^/]+\/media$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
  );
  await landing.send(prompt);
  expect((await kept).status()).toBe(201);
}

/** Photos show in the results panel on desktop and in the thread on phones. */
const photoFigure = (page: Page, prompt: string) => page.locator('figure').filter({ has: page.getByRole('img', { name: prompt, exact: true }) });

test.describe('landing conversations', () => {
  test('new chat, switch, rename and delete, in styled dialogs', async ({ landing, page }) => {
    test.slow();
    const native = recordNativeDialogs(page);
    await landing.goto('/chat');
    if (!isPhone()) await expect(landing.results.getByText('Start a conversation')).toBeVisible();
    await chat(landing, 'Tell me about cats');

    let list = await conversationList(page);
    await expect(list.locator('button[aria-current="true"]')).toContainText('Tell me about cats');
    await (isPhone() ? page.getByRole('dialog', { name: 'Conversations' }) : page).getByRole('button', { name: 'New chat' }).click();
    await expect(landing.userBubbles).toHaveCount(0);
    await chat(landing, 'Tell me about dogs');

    list = await conversationList(page);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.locator('button[aria-current="true"]')).toContainText('Tell me about dogs');
    await shot(page, 'conversations-list');
    await list.getByRole('button', { name: /^Tell me about cats/ }).click();
    await expect(landing.userBubbles).toHaveCount(1);
    await expect(landing.userBubbles.first()).toContainText('Tell me about cats');

    list = await conversationList(page);
    await list.getByRole('button', { name: 'Rename “Tell me about cats”' }).click();
    const rename = promptDialog(page, 'Rename conversation');
    await rename.getByLabel('Name').fill('Cat notes');
    await shot(page, 'conversations-rename');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(list.locator('button[aria-current="true"]')).toContainText('Cat notes');

    await list.getByRole('button', { name: 'Delete “Cat notes”' }).click();
    const confirm = alertDialog(page, 'Delete conversation?');
    await expect(confirm).toContainText('“Cat notes” and its messages will be deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.locator('button[aria-current="true"]')).toContainText('Tell me about dogs');
    await closeSheet(page);
    await expect(landing.userBubbles.first()).toContainText('Tell me about dogs');

    // The choice and the list survive a reload.
    await page.reload();
    await expect(landing.userBubbles.first()).toContainText('Tell me about dogs');
    list = await conversationList(page);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await shot(page, 'conversations-after-reload');
    expect(native).toEqual([]);
  });

  test('a photo is restored after a reload, downloads as the real file, and regenerates', async ({ landing, page }) => {
    test.slow();
    await landing.goto();
    await landing.chooseMode('Photo');
    await photo(landing, 'A lighthouse at dusk');
    await expect(photoFigure(page, 'A lighthouse at dusk')).toHaveCount(1);

    await page.reload();
    await expect(landing.message).toBeVisible();
    await landing.chooseMode('Photo');
    const restored = photoFigure(page, 'A lighthouse at dusk');
    await expect(restored).toHaveCount(1);
    const image = restored.getByRole('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await restored.scrollIntoViewIfNeeded();
    await shot(page, 'photo-restored');

    const downloading = page.waitForEvent('download');
    await restored.getByRole('button', { name: 'Download photo: A lighthouse at dusk' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('atelier-photo-a-lighthouse-at-dusk.png');
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    const regenerated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/photo/generate');
    await restored.getByRole('button', { name: 'Regenerate photo: A lighthouse at dusk' }).click();
    const answer = await regenerated;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ prompt: 'A lighthouse at dusk' });
    await expect(photoFigure(page, 'A lighthouse at dusk')).toHaveCount(2);
    const [first, second] = await photoFigure(page, 'A lighthouse at dusk').getByRole('img').evaluateAll((images) =>
      images.map((element) => element.getAttribute('src')),
    );
    expect(first).not.toBe(second);
  });

  test("a visitor's chat and photo are in the account after sign-up, and nobody else's", async ({ landing, page, browser }) => {
    test.slow();
    await landing.goto();
    await chat(landing, 'Plan my herb garden');
    await landing.chooseMode('Photo');
    await photo(landing, 'A basil plant on a sill');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    // The mode switch is a router transition: type once the sign-up form is shown.
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('h1visitor'));
    await page.getByLabel('Password').fill('violet-Harbor-47');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/chat');

    await expect(landing.userBubbles.first()).toContainText('Plan my herb garden');
    const list = await conversationList(page);
    await expect(list.locator('button[aria-current="true"]')).toContainText('Plan my herb garden');
    await closeSheet(page);
    await landing.chooseMode('Photo');
    await expect(photoFigure(page, 'A basil plant on a sill')).toHaveCount(1);
    await shot(page, 'after-signup');

    // Another visitor (another browser) sees none of it.
    const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await stranger.newPage();
    await other.goto('/chat');
    await expect(other.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(other.getByRole('log', { name: 'Chat history' }).getByText('Plan my herb garden')).toHaveCount(0);
    if (!isPhone()) await expect(other.getByRole('region', { name: 'Results' }).getByText('Start a conversation')).toBeVisible();
    await stranger.close();
  });
});
