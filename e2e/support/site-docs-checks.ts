import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from './auth';
import { alertDialog, promptDialog, recordNativeDialogs } from './dialogs';
import { IntegrationsPage } from './integrations-page';

/** Downloads, API reference, one auth form, key dialogs: the same checks at desktop and phone size. */

const SHOTS = process.env.H4_SHOTS_DIR ?? '/work/shots/h4';
const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: false });

/** As the page formats it: whole KB below a MB. */
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export async function downloadsShowRealSizes(page: Page, request: APIRequestContext, info: TestInfo): Promise<void> {
  const zips: Record<string, number> = {};
  for (const kind of ['theme', 'plugin']) zips[kind] = (await (await request.get(`/api/download/${kind}`)).body()).length;
  await page.goto('/downloads');
  for (const [kind, name] of [
    ['theme', 'Atelier WordPress Theme'],
    ['plugin', 'Atelier WordPress Plugin'],
  ] as const) {
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('definition').nth(1)).toHaveText(kb(zips[kind]));
    await expect(card.getByRole('definition').nth(0)).toHaveText('1.0.0');
    await expect(card).not.toContainText('2.5 MB');
    await expect(card).not.toContainText('850 KB');
  }
  await page.getByRole('article', { name: 'Atelier WordPress Theme' }).scrollIntoViewIfNeeded();
  await shot(page, info, 'downloads');
  await page.getByRole('link', { name: 'API documentation' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
}

export async function apiReferenceListsThePublicApi(page: Page, info: TestInfo): Promise<void> {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'API docs' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page).toHaveTitle('API reference — Atelier');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByText(`${origin}/api/openai/v1`, { exact: true })).toBeVisible();
  await shot(page, info, 'api-reference-top');

  const text = page.getByRole('article', { name: 'POST /api/wp/text' });
  await expect(text.getByText('Generate text', { exact: true })).toBeVisible();
  // Long code lines scroll inside their block; the page itself never gets wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await expect(text.getByRole('tabpanel')).toContainText(`curl -X POST '${origin}/api/wp/text'`);
  await text.getByRole('tab', { name: 'PHP' }).click();
  await expect(text.getByRole('tabpanel')).toContainText(`curl_init('${origin}/api/wp/text')`);
  await text.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(text.getByRole('tabpanel')).toContainText(`await fetch('${origin}/api/wp/text'`);
  await text.scrollIntoViewIfNeeded();
  await shot(page, info, 'api-reference-wp-text');

  for (const visible of ['GET /api/integrations/keys', 'GET /api/integrations/usage', 'GET /api/integrations/plans', 'POST /api/openai/v1/chat/completions']) {
    await expect(page.getByRole('article', { name: visible })).toHaveCount(1);
  }
  for (const internal of ['/api/chat/stream', '/api/auth/login', '/api/account', '/api/integrations/auth/login', '/api/build-studio/projects']) {
    await expect(page.getByRole('main').getByText(internal, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeAttached();
  await page.getByRole('navigation', { name: 'Back' }).getByRole('link', { name: '← Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** /login and the integrations modal are the same form: fields, password toggle, one vocabulary. */
export async function loginAndModalShareTheForm(page: Page, request: APIRequestContext, info: TestInfo): Promise<void> {
  const account = await createAccount(request);
  await page.goto('/login');
  const password = page.getByLabel('Password');
  await password.fill(account.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await shot(page, info, 'login');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  const integrations = new IntegrationsPage(page);
  await integrations.goto();
  await integrations.openAuthModal();
  await expect(integrations.authDialog.getByRole('button', { name: 'Show password' })).toBeVisible();
  await integrations.authSwitch('Create account').click();
  await expect(integrations.authDialog.getByText('At least 8 characters')).toBeVisible();
  await integrations.authSwitch('Sign in').click();
  await integrations.fillCredentials(account.email, account.password);
  await shot(page, info, 'integrations-auth-modal');
  await integrations.submit('Sign In');
  await expect(integrations.authDialog).toHaveCount(0);
  await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
}

/** 'Create New Key' asks for the label, 'Revoke' asks its question, in styled dialogs; the modal links Terms and Privacy. */
export async function keyDialogsAndModalLinks(page: Page, request: APIRequestContext, info: TestInfo): Promise<void> {
  const integrations = new IntegrationsPage(page);
  await integrations.goto();
  await integrations.openAuthModal();
  await expect(integrations.authDialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await integrations.authDialog.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);

  const account = await createAccount(request, { email: uniqueEmail('h4-keys') });
  await signIn(page, account);
  const native = recordNativeDialogs(page);
  await integrations.goto();
  await integrations.createKeyButton.click();
  const labelPrompt = promptDialog(page, 'Create API key');
  const question = labelPrompt.getByLabel('Enter a label for your new API key:', { exact: true });
  await expect(question).toBeVisible();
  await shot(page, info, 'create-key-dialog');
  await question.fill('Phone blog');
  await labelPrompt.getByRole('button', { name: 'Create', exact: true }).click();
  await integrations.newKeyDialog.getByRole('button', { name: 'Done' }).click();
  await integrations.keyRow('Phone blog').getByRole('button', { name: 'Revoke Phone blog' }).click();
  const revoke = alertDialog(page, 'Revoke API key');
  await expect(revoke).toHaveAccessibleDescription('Are you sure you want to revoke this key?');
  await shot(page, info, 'revoke-dialog');
  await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(integrations.keyRow('Phone blog')).toHaveCount(0);
  expect(native).toEqual([]);
}
