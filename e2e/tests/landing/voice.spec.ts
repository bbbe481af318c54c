import { FAKE_TRANSCRIPT } from '../../support/fake-openai-server';
import { expect, test } from '../../support/landing-test';

test.describe('landing voice input', () => {
  // Chromium's fake capture device (see playwright.config.ts) stands in for a microphone.
  test.use({ permissions: ['microphone'] });

  test('a recording is transcribed into the message box', async ({ landing, page }) => {
    test.slow();
    await landing.goto();
    // Hold the upload until 'Transcribing audio...' was seen: the provider answers at once.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/transcribe', async (route) => {
      await held;
      await route.fallback();
    });
    const uploaded = page.waitForRequest((request) => request.url().endsWith('/api/transcribe'));
    const transcribed = page.waitForResponse((response) => response.url().endsWith('/api/transcribe'));

    await landing.micButton.click();

    await expect(landing.toast('Recording... Click again to stop')).toBeVisible();
    await expect(landing.stopRecordingButton).toHaveAttribute('aria-pressed', 'true');
    await landing.stopRecordingButton.click();

    await expect(page.getByText('Transcribing audio...')).toBeVisible();
    await expect(landing.message).toBeDisabled();
    const upload = await uploaded;
    expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload.postDataBuffer()?.toString('latin1')).toMatch(/name="file"; filename="recording\.webm"/);
    release();
    expect((await transcribed).status()).toBe(200);

    await expect(landing.message).toHaveValue(FAKE_TRANSCRIPT);
    await expect(landing.message).toBeEnabled();
    await expect(landing.toast('Audio transcribed successfully!')).toBeVisible();
    await expect(landing.micButton).toBeVisible();
  });

  test('a denied microphone is reported', async ({ landing, page }) => {
    // What the browser does when the person refuses access.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await landing.goto();

    await landing.micButton.click();

    await expect(landing.toast('Microphone access denied')).toBeVisible();
    await expect(landing.micButton).toBeVisible();
  });
});
