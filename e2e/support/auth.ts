import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

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

/** Where `openSession` writes the session: answered by the browser itself (page.route), never by a server. */
const SESSION_PAGE = '/__e2e-session';

/**
 * Puts an account's session into this browser's storage exactly as the Login screen leaves it (the localStorage keys
 * of spec 000 §9: auth_token, user_data, auth_state), without loading the Login screen and the landing it opens:
 * for tests whose subject is not signing in — the journey through the form keeps its own tests (`signIn`). The page
 * shows an empty document afterwards; the caller navigates next, and that page loads signed in.
 */
export async function openSession(page: Page, account: Pick<Account, 'token'>): Promise<void> {
  // The account as the server shows it now (a trial started since sign-up included), as a sign-in would return it.
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(me.status(), await me.text()).toBe(200);
  const session = { token: account.token, user: await me.json() };
  const blank = async (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>session</title>' });
  await page.route(`**${SESSION_PAGE}`, blank);
  await page.goto(SESSION_PAGE);
  await page.evaluate(({ token, user }) => {
    // The order of auth-storage.ts's writeStoredAuth: the token first, auth_state last.
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', JSON.stringify(user));
    localStorage.setItem('auth_state', 'true');
  }, session);
  await page.unroute(`**${SESSION_PAGE}`, blank);
}

/** A fresh account with its session in this browser (`openSession`); the caller navigates next. */
export async function sessionAsNewUser(page: Page, request: APIRequestContext, prefix = 'user'): Promise<Account> {
  const account = await createAccount(request, { email: uniqueEmail(prefix) });
  await openSession(page, account);
  return account;
}

/** A new account on a Pro trial (the studios need one) with its session in this browser; the caller navigates next. */
export async function sessionWithPro(page: Page, request: APIRequestContext, prefix: string): Promise<Account> {
  const account = await createProAccount(request, prefix);
  await openSession(page, account);
  return account;
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
  const account = await createProAccount(request, prefix);
  await signIn(page, account);
  return account;
}

/** A new account on a Pro trial, seeded through the API. */
export async function createProAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const account = await createAccount(request, { email: uniqueEmail(prefix) });
  const trial = await request.post('/api/billing/trial', { data: { plan: 'pro' }, headers: { Authorization: `Bearer ${account.token}` } });
  expect(trial.status()).toBe(200);
  return account;
}
