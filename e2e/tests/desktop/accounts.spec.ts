import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from '../../support/auth';
import { latestMagicLink } from '../../support/outbox';

const PASSWORD = 'violet-Harbor-47';

async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel');
}

test('an account from sign-up to deletion, with a second device signed out remotely', async ({ page, browser }) => {
  // A long journey: two browsers and several password hashes (scrypt at OWASP cost).
  test.slow();
  const email = uniqueEmail('ada');

  // Sign up.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  // The mode switch is a router transition: type once the sign-up form is shown.
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL('**/chat');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' })).toBeVisible();

  // Log out from the account page.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // A wrong password is rejected and the page stays.
  await fillSignIn(page, email, 'not-the-password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The right one signs in.
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await page.waitForURL('**/chat');

  // A rename persists across a reload.
  await page.goto('/account');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');

  // A second browser session appears in Sessions…
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, { email, password: PASSWORD });
  await page.reload();
  let sessions = await openTab(page, 'Sessions');
  await expect(sessions.getByText('Current Device')).toHaveCount(1);
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  // …and Log Out All Devices signs it out.
  await sessions.getByRole('button', { name: 'Log Out All Devices' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount/);
  await other.close();

  // Delete the account.
  sessions = await openTab(page, 'Danger Zone');
  await sessions.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Account Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete your account? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })).toBeVisible();

  // It cannot sign in any more.
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
});

test('a magic link from the outbox signs in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('If that address can sign in, a sign-in link is on its way.')).toBeVisible();

  const link = await latestMagicLink(account.email);
  await page.goto(link);
  await page.waitForURL('**/chat');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' })).toBeVisible();

  // The link is single-use.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This sign-in link is invalid or has expired.' })).toBeVisible();
});

test('/account sends a signed-out visitor to sign in, then back', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText(account.email).first()).toBeVisible();
});

test('an uploaded avatar is stored and shown in the header', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/account');
  // A 2×2 PNG, built here so the test needs no fixture file.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DwnwEJMDEgAUQBAAzOAv/2gtldAAAAAElFTkSuQmCC',
    'base64',
  );
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Avatar updated')).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).locator('img');
  await expect(header).toHaveAttribute('src', /\/api\/account\/avatars\//);
  // Every avatar is decoded and re-encoded server-side to 256×256.
  await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await page.reload();
  await expect(header).toHaveAttribute('src', /\/api\/account\/avatars\//);
});

test('Billing shows the real plan and its price from Pricing', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/account');
  const billing = await openTab(page, 'Billing');
  await expect(billing).toContainText('Free Plan');
  await expect(billing).toContainText('$0/month');
  await expect(billing).not.toContainText('$29/month');
});

test('Academy: Notify Me stores the address once and confirms', async ({ page }) => {
  const email = uniqueEmail('learner');
  for (let round = 0; round < 2; round += 1) {
    await page.goto('/academy');
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByRole('status').filter({ hasText: "You're on the list!" })).toBeVisible();
  }
});
