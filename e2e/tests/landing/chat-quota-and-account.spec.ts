import { createAccount, signIn } from '../../support/auth';
import { LandingPage } from '../../support/landing-page';
import { actAsClient, expect, test } from '../../support/landing-test';

const FREE_CHATS_PER_DAY = 10;

test.describe('landing chat limits and accounts', () => {
  test("a visitor who used the day's chats sees the server's message, not the apology", async ({ page, landing, request }) => {
    test.slow();
    // Ten chats in this browser's session (visitors are counted by browser session; the address only has
    // a much higher ceiling): the session's counter is what runs out.
    const sessionId = `q${Math.random().toString(36).slice(2)}`.slice(0, 9).padEnd(9, '0');
    for (let chat = 0; chat < FREE_CHATS_PER_DAY; chat++) {
      const answer = await request.post('/api/chat/stream', {
        data: { message: `Warm-up question ${chat}`, session_id: sessionId },
      });
      expect(answer.status(), await answer.text()).toBe(200);
    }
    const refused = await request.post('/api/chat/stream', { data: { message: 'One more?', session_id: sessionId } });
    expect(refused.status()).toBe(429);
    expect(refused.headers()['retry-after']).toMatch(/^\d+$/);
    const { code, message } = await refused.json();
    expect(code).toBe('QUOTA_EXCEEDED');

    await page.addInitScript((id) => localStorage.setItem('chat_session_id', id), sessionId);
    await landing.goto();
    await landing.send('Tell me a story');

    await landing.waitUntilIdle();
    await expect(landing.lastAssistantBubble()).toHaveText(new RegExp(escapeRegExp(message)));
    await expect(landing.history).not.toContainText('Sorry, something went wrong.');
  });

  test("a signed-in user's conversation follows them to another browser", async ({ page, browser, request, clientIp }) => {
    test.slow();
    const account = await createAccount(request);
    await signIn(page, account);
    const landing = new LandingPage(page);
    await landing.send('Plan a weekend in Lisbon');
    await landing.waitUntilIdle();
    await expect(landing.lastAssistantBubble()).toContainText('offline engine');

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await actAsClient(other, clientIp);
      const otherPage = await other.newPage();
      await signIn(otherPage, account);
      const elsewhere = new LandingPage(otherPage);
      await expect(elsewhere.userBubbles).toHaveCount(1);
      await expect(elsewhere.userBubbles.first()).toContainText('Plan a weekend in Lisbon');
      await expect(elsewhere.assistantBubbles).toHaveCount(1);
      await expect(elsewhere.assistantBubbles.first()).not.toBeEmpty();
    } finally {
      await other.close();
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
