import type { Locator } from '@playwright/test';
import { LandingPage } from '../../support/landing-page';
import { expect, test } from '../../support/landing-test';
import { SteppingProxy } from '../../support/stepping-proxy';

/** The reply as the person reads it: without the screen-reader prefix and the engine label. */
async function replyText(bubble: Locator): Promise<string> {
  return (await bubble.innerText()).replace(/^\s*Atelier:\s*/, '').replace(/\s*offline engine\s*$/, '').trim();
}

test.describe('landing chat', () => {
  test('a reply streams into the assistant bubble piece by piece, labelled as the offline engine', async ({ page }) => {
    // The site behind a proxy that hands the stream over frame by frame when told to.
    const proxy = await SteppingProxy.start();
    try {
      const landing = new LandingPage(page);
      await page.goto(proxy.url);
      await landing.send('How do lighthouses work at night?');
      await expect(landing.userBubbles.last()).toContainText('How do lighthouses work at night?');
      await proxy.contentFramesWaiting(3);

      proxy.releaseOneContentFrame();
      const reply = landing.lastAssistantBubble();
      await expect.poll(() => replyText(reply)).not.toBe('');
      const first = await replyText(reply);
      await expect(landing.history).toHaveAttribute('aria-busy', 'true');

      proxy.releaseOneContentFrame();
      await expect.poll(async () => (await replyText(reply)).length).toBeGreaterThan(first.length);
      const second = await replyText(reply);
      expect(second.startsWith(first)).toBe(true);
      await expect(landing.history).toHaveAttribute('aria-busy', 'true');

      proxy.releaseAll();
      await landing.waitUntilIdle();
      const whole = await replyText(reply);
      expect(whole.startsWith(second)).toBe(true);
      expect(whole.length).toBeGreaterThan(second.length);
      await expect(reply).toContainText('offline engine');
      await expect(reply).not.toContainText('Sorry, something went wrong.');
    } finally {
      await proxy.stop();
    }
  });

  test('the conversation survives a reload', async ({ landing, page }) => {
    await landing.goto('/chat');
    await landing.send('Suggest a name for a bakery');
    await landing.waitUntilIdle();
    const reply = await replyText(landing.lastAssistantBubble());

    await page.reload();

    await expect(landing.userBubbles).toHaveCount(1);
    await expect(landing.userBubbles.first()).toContainText('Suggest a name for a bakery');
    await expect(landing.assistantBubbles).toHaveCount(1);
    await expect(landing.assistantBubbles.first()).toContainText(reply);
  });

  test('Enter sends the message; Shift+Enter inserts a new line instead', async ({ landing, page }) => {
    await landing.goto();
    await landing.message.click();
    await page.keyboard.type('First line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');

    await expect(landing.message).toHaveValue('First line\nsecond line');
    await expect(landing.userBubbles).toHaveCount(0);

    await page.keyboard.press('Enter');

    await expect(landing.userBubbles).toHaveCount(1);
    await expect(landing.userBubbles.first()).toContainText('First line');
    await expect(landing.userBubbles.first()).toContainText('second line');
    await expect(landing.message).toHaveValue('');
    await landing.waitUntilIdle();
    await expect(landing.lastAssistantBubble()).toContainText('offline engine');
  });

  test('a blank message is not sent', async ({ landing }) => {
    await landing.goto();
    await landing.message.fill('   \n  ');
    await expect(landing.sendButton).toBeDisabled();
    await landing.message.press('Enter');
    await expect(landing.userBubbles).toHaveCount(0);
  });
});
