import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { alertDialog, promptDialog, recordNativeDialogs } from '../../support/dialogs';
import { expect, test } from '../../support/landing-test';
import { IntegrationsPage } from '../../support/integrations-page';
import { scaled } from '../../support/time-factor';

/** Spec 001 §8, exact: the label question (the prompt's field label) and the revoke question. */
const LABEL_QUESTION = 'Enter a label for your new API key:';
const REVOKE_QUESTION = 'Are you sure you want to revoke this key?';

const masked = (key: string) => `${key.slice(0, 12)}…${key.slice(-4)}`;

test.describe('integrations keys', () => {
  test('sign up in the modal, create a key shown once, copy it, use it in snippets, revoke it', async ({ page, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const native = recordNativeDialogs(page);
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

    await integrations.createKeyButton.click();
    const labelPrompt = promptDialog(page, 'Create API key');
    await expect(labelPrompt.getByLabel(LABEL_QUESTION, { exact: true })).toBeFocused();
    await labelPrompt.getByLabel(LABEL_QUESTION, { exact: true }).fill('My blog');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/integrations/key') && response.request().method() === 'POST');
    await labelPrompt.getByRole('button', { name: 'Create', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { key } = await answer.json();
    await expect(labelPrompt).toHaveCount(0);
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
    await expect(copyBlock).not.toContainText('Copied', { timeout: scaled(4_000) });

    // The full key survives a reload in this browser only as the snippets' key.
    await page.reload();
    await expect(integrations.snippetSettingsKey('Gutenberg block')).toContainText(key);

    await row.getByRole('button', { name: 'Revoke My blog' }).click();
    const revokeConfirm = alertDialog(page, 'Revoke API key');
    await expect(revokeConfirm).toHaveAccessibleDescription(REVOKE_QUESTION);
    await revokeConfirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(integrations.toast('API key revoked')).toBeVisible();
    await expect(revokeConfirm).toHaveCount(0);
    await expect(integrations.keyRow('My blog')).toHaveCount(0);
    await expect(integrations.snippetSettingsKey('Gutenberg block')).toContainText('YOUR_API_KEY');
    expect(native).toEqual([]);
  });

  test('a cancelled revoke keeps the key', async ({ page, request }) => {
    const account = await createAccount(request);
    const created = await request.post('/api/integrations/key', { data: { label: 'Keep me' }, headers: { Authorization: `Bearer ${account.token}` } });
    expect(created.status(), await created.text()).toBe(201);
    await openSession(page, account);
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    let deleted = false;
    page.on('request', (req) => {
      if (req.method() === 'DELETE' && req.url().includes('/api/integrations/key/')) deleted = true;
    });
    const revoke = integrations.keyRow('Keep me').getByRole('button', { name: 'Revoke Keep me' });
    await revoke.click();
    const revokeConfirm = alertDialog(page, 'Revoke API key');
    // A destructive question starts on Cancel, so Enter cannot revoke by accident.
    await expect(revokeConfirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(revokeConfirm).toHaveCount(0);
    await expect(revoke).toBeFocused();
    await expect(integrations.keyRow('Keep me')).toHaveCount(1);
    expect(deleted).toBe(false);
  });

  test('a cancelled label prompt creates nothing', async ({ page, request }) => {
    const account = await createAccount(request);
    await openSession(page, account);
    const native = recordNativeDialogs(page);
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    // Signed in on /login: the same account here, no second sign-in.
    await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/integrations/key') && req.method() === 'POST') posted = true;
    });
    await integrations.createKeyButton.click();
    const labelPrompt = promptDialog(page, 'Create API key');
    await expect(labelPrompt.getByLabel(LABEL_QUESTION, { exact: true })).toBeVisible();
    await labelPrompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(labelPrompt).toHaveCount(0);
    // Escape cancels too, and an empty label aborts silently as well.
    await integrations.createKeyButton.click();
    await page.keyboard.press('Escape');
    await expect(labelPrompt).toHaveCount(0);
    await integrations.createKeyButton.click();
    await labelPrompt.getByLabel(LABEL_QUESTION, { exact: true }).fill('   ');
    await labelPrompt.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(labelPrompt).toHaveCount(0);
    await expect(page.getByText('No API keys yet. Create one to start calling the API.')).toBeVisible();
    expect(posted).toBe(false);
    expect(native).toEqual([]);
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

    await openSession(page, account);
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
