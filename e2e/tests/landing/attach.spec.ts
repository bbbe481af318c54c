import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LandingPage } from '../../support/landing-page';
import { expect, test } from '../../support/landing-test';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');
const PNG = join(FIXTURES, 'red-and-blue.png');
const PDF = join(FIXTURES, 'notes.pdf');

/** Opens the Attach File dialog and picks `file` through its Choose File button, as a person would. */
async function attach(landing: LandingPage, page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await landing.attachButton.click();
  const dialog = page.getByRole('dialog', { name: 'Attach File' });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles(file);
}

/** Holds POST /api/analyze-image until `release()`: the offline engine answers faster than a check could look. */
async function holdAnalysis(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analyze-image', async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test.describe('landing attachments', () => {
  test('the Attach File dialog offers images, audio, video and documents, and Cancel closes it', async ({ landing, page }) => {
    await landing.goto();
    await landing.attachButton.click();

    const dialog = page.getByRole('dialog', { name: 'Attach File' });
    await expect(dialog).toContainText('Upload images, audio, video, or documents');
    await expect(page.getByLabel('File to attach')).toHaveAttribute('accept', 'image/*,audio/*,video/*,.pdf,.doc,.docx');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an analysed image is attached as context to the next message, which shows only the question', async ({ landing, page }) => {
    test.slow();
    await landing.goto();
    const release = await holdAnalysis(page);
    const analysed = page.waitForResponse((response) => response.url().endsWith('/api/analyze-image'));

    await attach(landing, page, PNG);

    await expect(page.getByText('Analyzing image...')).toBeVisible();
    release();
    const answer = await analysed;
    expect(answer.status(), await answer.text()).toBe(200);
    const { analysis, filename } = await answer.json();
    expect(filename).toBe('red-and-blue.png');
    await expect(landing.toast('Image analyzed! Context attached for your next message.')).toBeVisible();
    const chip = page.getByText('Image context attached: red-and-blue.png');
    await expect(chip).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove image context' })).toBeVisible();

    const question = 'What colours are in this picture?';
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/chat/stream');
    await landing.send(question);

    const message: string = (await sent).postDataJSON().message;
    expect(message).toContain(analysis);
    expect(message.endsWith(question)).toBe(true);
    const bubble = landing.userBubbles.last();
    await expect(bubble).toContainText(question);
    await expect(bubble).toContainText('red-and-blue.png');
    await expect(bubble).not.toContainText(analysis);
    await expect(chip).toBeHidden();
    await landing.waitUntilIdle();

    await page.reload();

    await expect(landing.userBubbles).toHaveCount(1);
    await expect(landing.userBubbles.first()).toContainText(question);
    await expect(landing.userBubbles.first()).not.toContainText(analysis);
  });

  test('removing the image context sends the next message without it', async ({ landing, page }) => {
    await landing.goto();
    await attach(landing, page, PNG);
    await page.getByRole('button', { name: 'Remove image context' }).click();
    await expect(page.getByText('Image context attached: red-and-blue.png')).toBeHidden();

    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/chat/stream');
    await landing.send('Just a plain question');

    expect((await sent).postDataJSON().message).toBe('Just a plain question');
  });

  test('a PDF is refused in the browser with "Please upload an image file"', async ({ landing, page }) => {
    await landing.goto();
    const analyses: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analyze-image')) analyses.push(request.url());
    });

    await attach(landing, page, PDF);

    await expect(landing.toast('Please upload an image file')).toBeVisible();
    await expect(page.getByText(/Image context attached/)).toHaveCount(0);
    expect(analyses).toEqual([]);
  });

  test('a file that only claims to be an image is refused by the server with "Please upload an image file"', async ({ landing, page }) => {
    await landing.goto();
    const analysed = page.waitForResponse((response) => response.url().endsWith('/api/analyze-image'));

    await attach(landing, page, { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text, not a PNG') });

    expect((await analysed).status()).toBe(415);
    await expect(landing.toast('Please upload an image file')).toBeVisible();
    await expect(page.getByText(/Image context attached/)).toHaveCount(0);
  });
});
