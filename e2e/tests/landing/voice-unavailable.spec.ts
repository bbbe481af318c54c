import { expect, test } from '../../support/landing-test';

const UNAVAILABLE = 'Voice input is unavailable: this server has no transcription provider configured.';

test.describe('landing voice input without a transcription provider', () => {
  test.use({ permissions: ['microphone'] });

  test('the microphone says why before anything is recorded, and never opens', async ({ landing, page }) => {
    // This server as one without a transcription provider: its public config says so.
    await page.route('**/api/config/public', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, features: { ...config.features, transcription: false } } });
    });
    await page.addInitScript(() => {
      const calls = { count: 0 };
      (window as unknown as { microphoneCalls: typeof calls }).microphoneCalls = calls;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) => {
        calls.count += 1;
        return original(constraints);
      };
    });
    await landing.goto();

    await expect(landing.micButton).toHaveAttribute('aria-disabled', 'true');
    await expect(landing.micButton).toHaveAccessibleDescription(UNAVAILABLE);
    // aria-disabled (focusable, so everyone can learn why): Playwright would wait for it to be enabled; a person just clicks.
    await landing.micButton.click({ force: true });
    await expect(landing.toast(UNAVAILABLE)).toBeVisible();
    await expect(landing.toast('Recording... Click again to stop')).toHaveCount(0);
    await expect(landing.micButton).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => (window as unknown as { microphoneCalls: { count: number } }).microphoneCalls.count)).toBe(0);
  });
});
