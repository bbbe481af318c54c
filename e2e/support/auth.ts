import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
  token: string;
  user: { id: string; email: string; name: string };
}

let sequence = 0;

/** An address no other test (or earlier run against the same database) uses. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Seeds an account through the API (not the UI), as the tests of other areas need one. */
export async function createAccount(request: APIRequestContext, options: { email?: string; password?: string; name?: string } = {}): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'violet-Harbor-47';
  const response = await request.post('/api/auth/signup', { data: { email, password, ...(options.name ? { name: options.name } : {}) } });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { email, password, token: body.token, user: body.user };
}

/** Signs in through the Login screen, as a person would, and waits for the landing. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/chat');
}

/** A fresh account, signed in on this page. */
export async function signInAsNewUser(page: Page, request: APIRequestContext, prefix = 'user'): Promise<Account> {
  const account = await createAccount(request, { email: uniqueEmail(prefix) });
  await signIn(page, account);
  return account;
}

/** A new account on a Pro trial (the studios need one), signed in on this page. */
export async function signInWithPro(page: Page, request: APIRequestContext, prefix: string): Promise<Account> {
  const account = await createAccount(request, { email: uniqueEmail(prefix) });
  const trial = await request.post('/api/billing/trial', { data: { plan: 'pro' }, headers: { Authorization: `Bearer ${account.token}` } });
  expect(trial.status()).toBe(200);
  await signIn(page, account);
  return account;
}
