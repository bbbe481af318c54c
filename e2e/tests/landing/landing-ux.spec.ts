import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

const SHOTS = '/work/shots/h2';
const FREE_CHATS_PER_DAY = 10;

test.describe('landing layout, quotas and honesty', () => {
  test('says once per visit that the offline engine is running, and how to connect a provider', async ({ page, landing }, testInfo) => {
    await landing.goto();
    const notice = page.getByRole('complementary', { name: 'Offline engine' });
    await expect(notice).toContainText('no AI model is connected');
    await notice.getByText('How an operator connects a real provider').click();
    await expect(notice).toContainText('Connecting a real provider');
    await page.screenshot({ path: `${SHOTS}/offline-notice-${testInfo.project.name}.png` });

    await landing.send('Hello there');
    await landing.waitUntilIdle();
    await expect(landing.lastAssistantBubble()).toContainText('Offline engine: no AI model is connected');

    await page.reload();
    await expect(landing.message).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('moves between modes with the arrow keys, Home and End', async ({ page, landing }) => {
    await landing.goto();
    const group = page.getByRole('radiogroup', { name: 'Mode' });
    const chat = group.getByRole('radio', { name: 'Chat' });
    await chat.focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Photo' })).toHaveAttribute('aria-checked', 'true');
    await expect(group.getByRole('radio', { name: 'Photo' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(group.getByRole('radio', { name: 'Video' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(chat).toHaveAttribute('aria-checked', 'true');
    await expect(chat).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(group.getByRole('radio', { name: 'Video' })).toHaveAttribute('aria-checked', 'true');
    // One tab stop: the other radios are out of the tab order.
    await expect(chat).toHaveAttribute('tabindex', '-1');
  });

  test('focuses the composer on desktop only, and the composer has no resize handle', async ({ landing }, testInfo) => {
    await landing.goto();
    if (testInfo.project.name === 'desktop') await expect(landing.message).toBeFocused();
    else await expect(landing.message).not.toBeFocused();
    await expect(landing.message).toHaveCSS('resize', 'none');
  });

  test('pins the input above the dock with history and shows photos in the thread on phones', async ({ page, landing }, testInfo) => {
    test.slow();
    const phone = testInfo.project.name === 'phone';
    await landing.goto();
    for (const question of ['Plan a picnic', 'Which fruit travels well?', 'And drinks?']) {
      await landing.send(question);
      await landing.waitUntilIdle();
    }
    await landing.chooseMode('Photo');
    await landing.send('A lighthouse at dusk');
    const photo = page.getByRole('img', { name: 'A lighthouse at dusk' });
    await expect(photo).toBeVisible({ timeout: scaled(20_000) });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    if (phone) {
      // In the thread, not in a panel below the fold.
      await expect(landing.history.getByRole('img', { name: 'A lighthouse at dusk' })).toBeVisible();
      const input = await page.getByRole('form', { name: 'Message composer' }).boundingBox();
      const dock = await page.getByRole('navigation', { name: 'Dock' }).boundingBox();
      const viewport = page.viewportSize()!;
      expect(input && dock).toBeTruthy();
      expect(input!.y + input!.height).toBeLessThanOrEqual(dock!.y);
      expect(input!.y + input!.height).toBeGreaterThan(dock!.y - 40);
      expect(input!.y).toBeLessThan(viewport.height);
      // The newest item is in view above the input.
      const last = await photo.boundingBox();
      expect(last!.y + last!.height).toBeLessThanOrEqual(input!.y + 1);
      await page.screenshot({ path: `${SHOTS}/thread-with-photo-${testInfo.project.name}.png` });
      // The page itself does not scroll: only the thread does, between the header and the pinned input.
      const page_ = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, viewport: window.innerHeight }));
      expect(page_.scroll, JSON.stringify(page_)).toBeLessThanOrEqual(page_.viewport + 1);
    } else {
      await expect(landing.results.getByRole('img', { name: 'A lighthouse at dusk' })).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/thread-with-photo-${testInfo.project.name}.png` });
  });

  test('a used-up chat quota says when it resets, offers a way forward and turns sending off', async ({ page, landing, request }, testInfo) => {
    test.slow();
    const sessionId = `h2${Math.random().toString(36).slice(2, 9)}`.slice(0, 9).padEnd(9, '0');
    for (let chat = 0; chat < FREE_CHATS_PER_DAY; chat++) {
      const answer = await request.post('/api/chat/stream', { data: { message: `Warm-up ${chat}`, session_id: sessionId } });
      expect(answer.status(), await answer.text()).toBe(200);
    }
    // This tab starts as the browser whose session used them (once: a later reload keeps what the page stored).
    await page.addInitScript((id) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('chat_session_id', id);
    }, sessionId);

    await landing.goto();
    await landing.send('One more question');
    await landing.waitUntilIdle();

    await expect(landing.lastAssistantBubble()).toContainText("You've used all 10 free chat messages for today.");
    const notice = page.getByRole('alert', { name: 'Daily limit reached' });
    await expect(notice).toContainText(/Sending works again (tomorrow )?at \d\d:\d\d/);
    await expect(notice.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login?mode=signup');
    await expect(notice.getByRole('link', { name: 'Start free trial' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await landing.message.fill('Still there?');
    await expect(landing.sendButton).toBeDisabled();
    await expect(landing.message).toHaveAttribute('placeholder', /^Daily chat limit reached — sending works again/);
    await page.screenshot({ path: `${SHOTS}/quota-${testInfo.project.name}.png` });

    // A reload keeps it off; the message is not repeated by a new send.
    await page.reload();
    await landing.message.fill('After a reload');
    await expect(landing.sendButton).toBeDisabled();
    await expect(landing.userBubbles.filter({ hasText: 'After a reload' })).toHaveCount(0);

    // Another visitor on the same network still chats: visitors are counted by session.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await landing.send('Hello from a colleague');
    await landing.waitUntilIdle();
    await expect(landing.lastAssistantBubble()).toContainText('Offline engine');
  });
});
