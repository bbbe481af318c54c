import { expect, test } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from '../../support/auth';

test('the chat remote reads the sign-in state the shell set: one runtime instance', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();

  const account = await createAccount(request, { email: uniqueEmail('grace'), name: 'Grace Hopper' });
  await signIn(page, account);
  // The remote's heading comes from useAuth() of @atelier/runtime: the shell's instance.
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace Hopper' })).toBeVisible();
  const shellInstance = await page.locator('.shell').getAttribute('data-runtime-instance');
  const remoteInstance = await page.locator('.landing').getAttribute('data-runtime-instance');
  expect(shellInstance).toBeTruthy();
  expect(remoteInstance).toBe(shellInstance);
});

test('React is one instance across shell and remote (hooks would throw otherwise)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/chat');
  await page.getByRole('radio', { name: 'Photo' }).click();
  await expect(page.getByText('Generate images with AI')).toBeVisible();
  expect(errors).toEqual([]);
});

test('one Module Federation runtime: the remote entry ships none and runs on the shell\'s', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
  // The shell's build provides its runtime to the page (provideExternalRuntime)...
  expect(await page.evaluate(() => typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE)).toBe('object');

  // ...and the chat remote's entry reads it instead of carrying its own copy (ARCHITECTURE.md §4: 31.7 → 14.2 KB gzipped).
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const manifest = (await (await page.request.get(remotes.chat)).json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await (await page.request.get(new URL(manifest.metaData.remoteEntry.name, remotes.chat).href)).text();
  const shellEntry = await page.evaluate(() => (document.querySelector('script[src*="/static/js/index."]') as HTMLScriptElement).src);
  const shellCode = await (await page.request.get(shellEntry)).text();
  // Runtime-core's remote snapshot loader: in the shell's entry, not in the remote's.
  expect(shellCode).toContain('loadRemoteSnapshot');
  expect(entry).not.toContain('loadRemoteSnapshot');
  expect(entry).toContain('_FEDERATION_RUNTIME_CORE');
  expect(errors).toEqual([]);
});
