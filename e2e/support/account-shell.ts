import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './auth';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const SHOTS = '/work/shots/h3';

let sequence = 0;

/** "ada.lovelace+<unique>@example.com": the kind of address whose readable name is "Ada Lovelace". */
export function taggedEmail(): string {
  sequence += 1;
  return `ada.lovelace+${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** An account made by sign-up (its first session is the API's), with no name of its own. */
export function createTaggedAccount(request: APIRequestContext): Promise<Account> {
  return createAccount(request, { email: taggedEmail() });
}

/** Opens the page already signed in with a session token (as the sign-up answer left it). */
export async function openSignedIn(page: Page, account: Account, path = '/chat'): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('h3-seeded')) return;
      sessionStorage.setItem('h3-seeded', '1');
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', JSON.stringify(user));
      localStorage.setItem('auth_state', 'true');
    },
    { token: account.token, user: account.user },
  );
  await page.goto(path);
}

/**
 * Signs the account in on a second browser, then ends that browser's session from `page`'s Sessions
 * tab with the row's own Log out button; answers the second browser's page.
 */
export async function signOutOtherDevice(page: Page, browser: Browser, account: Account, baseURL: string | undefined): Promise<Page> {
  // The sign-up's own session (made through the API) would be a third row: end it first.
  const ended = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(ended.status()).toBe(204);
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Sessions' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  const logOut = panel.getByRole('button', { name: /^Log out / });
  await logOut.click();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  return otherPage;
}

/** The device signed out elsewhere is sent to sign in and told why once: by the page's notice, the toast gone. */
export async function expectToldSignedOutElsewhere(otherPage: Page): Promise<void> {
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount/);
  await expect(otherPage.getByRole('main').getByRole('status').filter({ hasText: 'You were signed out from another device' })).toBeVisible();
  // Said once: the toast that said it as the session ended gives way to the page's notice.
  await expect(otherPage.getByTestId('toast').filter({ hasText: 'You were signed out from another device' })).toHaveCount(0);
}

/** Saves the profile three times on /account: the repeats merge into one "Profile updated ×3" toast. */
export async function saveProfileThrice(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'Save Changes' });
  for (let i = 0; i < 3; i += 1) {
    await save.click();
    await expect(save).toHaveText('Save Changes');
  }
  const toast = page.getByTestId('toast').filter({ hasText: 'Profile updated' });
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('×3');
}

/** The toasts on screen, as boxes. */
export async function toastBoxes(page: Page) {
  const toasts = page.getByTestId('toast');
  const count = await toasts.count();
  const boxes = [];
  for (let i = 0; i < count; i += 1) boxes.push((await toasts.nth(i).boundingBox())!);
  return boxes;
}
