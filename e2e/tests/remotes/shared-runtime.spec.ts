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
