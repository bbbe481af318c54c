import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccount } from '../../support/auth';
import { expect, test } from '../../support/landing-test';

test.describe('iframe embed', () => {
  test('the copied iframe chats with the key from another site and meters the account', async ({ page, request, baseURL }) => {
    const account = await createAccount(request);
    const headers = { Authorization: `Bearer ${account.token}` };
    const created = await request.post('/api/integrations/key', { data: { label: 'embed' }, headers });
    expect(created.status()).toBe(201);
    const { key } = (await created.json()) as { key: string };

    // Another site's page with the snippet's iframe in it, served for real from 127.0.0.1: another origin
    // than the site's localhost, and loopback for Chromium's local-network rules (a page Playwright
    // fulfils itself counts as public, and public pages may not frame localhost).
    const snippet = `<iframe src="${baseURL}/api/wp/embed/chat?api_key=${encodeURIComponent(key)}" width="600" height="500" title="Atelier AI chat"></iframe>`;
    const customerSite = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><title>Customer site</title>${snippet}`);
    });
    await new Promise<void>((resolve) => customerSite.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(customerSite.address() as AddressInfo).port}/`);
      const chat = page.frameLocator('iframe[title="Atelier AI chat"]');
      await chat.getByLabel('Message').fill('Hello from the embed');
      await chat.getByRole('button', { name: 'Send' }).click();
      const reply = chat.getByRole('log', { name: 'Conversation' }).locator('.assistant');
      await expect(reply).not.toHaveText('…');
      await expect(reply).not.toHaveText(/not valid|wrong|error/i);
    } finally {
      customerSite.close();
    }
    const usage = await (await request.get('/api/integrations/usage', { headers })).json();
    expect(usage.tokens_used).toBeGreaterThan(0);
  });
});
