import type { Page } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { IntegrationsPage } from '../../support/integrations-page';

/** Answers the label prompt and the revoke confirm as a person would, and records both. */
function answerDialogs(page: Page, label: string) {
  const seen: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void (dialog.type() === 'prompt' ? dialog.accept(label) : dialog.accept());
  });
  return seen;
}

const masked = (key: string) => `${key.slice(0, 12)}…${key.slice(-4)}`;

test.describe('integrations keys', () => {
  test('sign up in the modal, create a key shown once, copy it, use it in snippets, revoke it', async ({ page, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialogs = answerDialogs(page, 'My blog');
    const email = uniqueEmail('keys');
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await integrations.openAuthModal();
    await integrations.authSwitch('Create account').click();
    await integrations.fillCredentials(email, 'violet-Harbor-47');
    await integrations.submit('Sign Up');
    await expect(integrations.toast('Welcome to Atelier!')).toBeVisible();
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    await expect(page.getByText('No API keys yet. Create one to start calling the API.')).toBeVisible();
    await expect(integrations.snippetSettingsKey('WordPress shortcode')).toContainText('YOUR_API_KEY');

    const created = page.waitForResponse((response) => response.url().endsWith('/api/integrations/key') && response.request().method() === 'POST');
    await integrations.createKeyButton.click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { key } = await answer.json();
    expect(dialogs[0]).toEqual({ type: 'prompt', message: 'Enter a label for your new API key:' });
    await expect(integrations.toast('API key created!')).toBeVisible();
    await expect(integrations.newKeyDialog.getByLabel('Full API key')).toHaveText(key);

    await integrations.newKeyDialog.getByRole('button', { name: 'Copy API key' }).click();
    await expect(integrations.toast('Copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await integrations.newKeyDialog.getByRole('button', { name: 'Done' }).click();
    await expect(integrations.newKeyDialog).toHaveCount(0);

    const row = integrations.keyRow('My blog');
    await expect(row).toContainText(masked(key));
    // The table shows the key masked; in full it stays only beside the snippets.
    await expect(page.getByRole('table').getByText(key)).toHaveCount(0);
    for (const title of ['WordPress shortcode', 'Gutenberg block'] as const) {
      await expect(integrations.snippetSettingsKey(title)).toContainText(key);
      await expect(integrations.snippetCode(title)).not.toContainText(key);
    }
    await expect(integrations.snippetCode('iframe embed')).toContainText(`api_key=${encodeURIComponent(key)}`);

    const copyBlock = page.getByRole('button', { name: 'Copy Gutenberg block' });
    await copyBlock.click();
    await expect(copyBlock).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '<!-- wp:atelier/chat /-->\n<!-- wp:atelier/photo /-->\n<!-- wp:atelier/video /-->',
    );
    await expect(copyBlock).not.toContainText('Copied', { timeout: 4_000 });

    // The full key survives a reload in this browser only as the snippets' key.
    await page.reload();
    await expect(integrations.snippetSettingsKey('Gutenberg block')).toContainText(key);

    await row.getByRole('button', { name: 'Revoke My blog' }).click();
    await expect(integrations.toast('API key revoked')).toBeVisible();
    expect(dialogs[1]).toEqual({ type: 'confirm', message: 'Are you sure you want to revoke this key?' });
    await expect(integrations.keyRow('My blog')).toHaveCount(0);
    await expect(integrations.snippetSettingsKey('Gutenberg block')).toContainText('YOUR_API_KEY');
  });

  test('a cancelled label prompt creates nothing', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    page.on('dialog', (dialog) => void dialog.dismiss());
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    // Signed in on /login: the same account here, no second sign-in.
    await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/integrations/key') && req.method() === 'POST') posted = true;
    });
    await integrations.createKeyButton.click();
    await expect(page.getByText('No API keys yet. Create one to start calling the API.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('usage bars show the real share of the plan used by the key', async ({ page, request }) => {
    const account = await createAccount(request);
    const auth = { Authorization: `Bearer ${account.token}` };
    const created = await request.post('/api/integrations/key', { data: { label: 'Usage probe' }, headers: auth });
    expect(created.status(), await created.text()).toBe(201);
    const { key } = await created.json();
    const call = await request.post('/api/wp/text', { data: { prompt: 'Say hello', api_key: key } });
    expect(call.status(), await call.text()).toBe(200);
    const usage = await (await request.get('/api/integrations/usage', { headers: auth })).json();
    expect(usage.tokens_used).toBeGreaterThan(0);

    await signIn(page, account);
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    const expected = Math.min(100, Math.round((usage.tokens_used / usage.plan.tokens) * 100));
    const bar = page.getByRole('progressbar', { name: 'Text tokens used' });
    await expect(bar).toHaveAttribute('aria-valuenow', String(expected));
    await expect(bar.locator('div')).toHaveAttribute('style', `width: ${expected}%;`);
    await expect(page.getByRole('progressbar', { name: 'Images used' })).toHaveAttribute('aria-valuenow', '0');
    await expect(integrations.keyRow('Usage probe')).toContainText(masked(key));
  });
});
