import { expect, test } from '../../support/landing-test';
import { DemoPage } from '../../support/integrations-demo-page';
import { scaled } from '../../support/time-factor';

test.describe('public demo', () => {
  test('chat answers for real; Send is off while blank or waiting', async ({ page }) => {
    const demo = new DemoPage(page);
    await demo.goto();
    await expect(page.getByText('What you see is exactly what you download')).toBeVisible();
    await expect(demo.sendButton).toBeDisabled();
    await demo.message.fill('   ');
    await expect(demo.sendButton).toBeDisabled();

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/wp/text'));
    await demo.message.fill('Hello, what can you do?');
    await demo.message.press('Enter');
    await expect(demo.message).toHaveValue('');
    const response = await answered;
    expect(response.status(), await response.text()).toBe(200);
    const { text } = await response.json();
    await expect(demo.assistantBubbles().first()).toHaveText(text.trim() ? text : 'Sorry, something went wrong.');
    expect(text.trim().length).toBeGreaterThan(0);
    await expect(demo.history.locator('[data-role="user"]')).toHaveText(['Hello, what can you do?']);
  });

  test('generates a photo that loads and a video that plays', async ({ page }) => {
    test.slow();
    const demo = new DemoPage(page);
    await demo.goto();

    await demo.photo.getByRole('textbox', { name: 'Photo prompt' }).fill('A lighthouse at dusk');
    await demo.photo.getByRole('button', { name: 'Generate Photo' }).click();
    const image = demo.photo.getByRole('img', { name: 'A lighthouse at dusk' });
    await expect(image).toBeVisible({ timeout: scaled(20_000) });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await expect(demo.photo.getByRole('button', { name: 'Generate Photo' })).toBeVisible();

    await demo.video.getByRole('textbox', { name: 'Video prompt' }).fill('Waves rolling onto a beach');
    await demo.video.getByRole('button', { name: 'Generate Video' }).click();
    await expect(demo.video.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    const video = demo.video.locator('video');
    await expect(video).toHaveAttribute('aria-label', 'Waves rolling onto a beach', { timeout: scaled(45_000) });
    await expect(video).toHaveAttribute('controls', '');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: scaled(15_000) }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
    await expect(demo.video.getByText('Mock Video')).toHaveCount(0);
  });

  test('the pricing calculator follows its sliders', async ({ page }) => {
    const demo = new DemoPage(page);
    await demo.goto();
    await expect(demo.calculatorSlider('Text tokens')).toHaveValue('10000');
    await expect(demo.calculatorSlider('Images')).toHaveValue('20');
    await expect(demo.calculatorSlider('Videos')).toHaveValue('5');
    await expect(demo.cost()).toHaveText('$2.32');
    await expect(demo.calculator).toContainText('70%');

    for (const name of ['Text tokens', 'Images', 'Videos'] as const) await demo.calculatorSlider(name).press('End');
    await expect(demo.cost()).toHaveText('$19.20');
    for (const name of ['Text tokens', 'Images', 'Videos'] as const) await demo.calculatorSlider(name).press('Home');
    await expect(demo.calculatorSlider('Text tokens')).toHaveValue('1000');
    await expect(demo.cost()).toHaveText('$0.00');
    await demo.calculatorSlider('Images').press('ArrowRight');
    await demo.calculatorSlider('Videos').press('ArrowRight');
    await expect(demo.cost()).toHaveText('$0.34');
  });

  test('Download Theme (Free) navigates to the theme download', async ({ page }) => {
    const demo = new DemoPage(page);
    await demo.goto();
    await expect(page.getByText('GPL-licensed • WordPress 6.0+ • Includes plugin • No coding required')).toBeVisible();
    const navigation = page.waitForRequest((request) => request.url().endsWith('/api/download/theme'));
    await page.getByRole('button', { name: 'Download Theme (Free)' }).click();
    const request = await navigation;
    expect(request.isNavigationRequest()).toBe(true);
  });
});
