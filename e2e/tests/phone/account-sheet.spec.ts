import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../../support/auth';
import { SHOTS, createTaggedAccount, expectToldSignedOutElsewhere, openSignedIn, saveProfileThrice, signOutOtherDevice, toastBoxes } from '../../support/account-shell';
import { alertDialog } from '../../support/dialogs';
import { E2E_PORTS } from '../../support/ports';

async function openMenu(page: import('@playwright/test').Page) {
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('account on a phone', () => {
  test('the menu sheet reaches the account menu’s destinations: Demo and Log Out as well', async ({ page, request }) => {
    const account = await createTaggedAccount(request);
    await openSignedIn(page, account, '/pricing');
    let sheet = await openMenu(page);
    for (const entry of ['Integrations', 'Pricing', 'Downloads', 'Account', 'Demo', 'Log Out']) {
      await expect(sheet.getByRole('button', { name: entry, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/phone-menu-sheet.png` });
    await sheet.getByRole('button', { name: 'Demo', exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(sheet).toBeHidden();

    sheet = await openMenu(page);
    await sheet.getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('Academy in the menu opens the styled Coming Soon! dialog with its way to /academy', async ({ page }) => {
    await page.goto('/downloads');
    const sheet = await openMenu(page);
    await sheet.getByRole('button', { name: /Academy/ }).click();
    const alert = alertDialog(page, 'Academy');
    await expect(alert).toHaveAccessibleDescription('Coming Soon!');
    await page.screenshot({ path: `${SHOTS}/phone-academy-dialog.png` });
    await alert.getByRole('link', { name: 'Open Academy page' }).click();
    await expect(page).toHaveURL(/\/academy$/);
  });

  test('greets the first session with "Welcome" and a later one with "Welcome back", by a readable name', async ({ page, request }) => {
    const account = await createTaggedAccount(request);
    await openSignedIn(page, account, '/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-greeting-first.png` });

    await page.evaluate(() => localStorage.clear());
    await signIn(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeVisible();
    await page.goto('/account');
    await expect(page.locator('.account-page__name')).toHaveText('Ada Lovelace');
    await page.screenshot({ path: `${SHOTS}/phone-account.png`, fullPage: true });
  });

  test('a phone signed out from another device is told why on the sign-in page', async ({ page, request, browser }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    const otherPage = await signOutOtherDevice(page, browser, account, test.info().project.use.baseURL);
    await page.screenshot({ path: `${SHOTS}/phone-account-sessions.png`, fullPage: true });

    await expectToldSignedOutElsewhere(otherPage);
    await otherPage.screenshot({ path: `${SHOTS}/phone-login-revoked.png` });
    await otherPage.context().close();
  });

  test('toasts sit above the dock, merge repeats and never stack past two', async ({ page, request }) => {
    const account = await createTaggedAccount(request);
    await openSignedIn(page, account, '/account');
    await saveProfileThrice(page);
    const dock = (await page.getByRole('navigation', { name: 'Dock' }).boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const boxes = await toastBoxes(page);
    expect(boxes.length).toBeLessThanOrEqual(2);
    for (const box of boxes) {
      expect(box.y + box.height).toBeLessThanOrEqual(dock.y);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    }
    await page.screenshot({ path: `${SHOTS}/phone-toasts.png` });
  });

  test('a Build Studio remote that fails offers Retry and Home', async ({ page }) => {
    await page.route(`http://localhost:${E2E_PORTS.build_studio}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/build-studio');
    await expect(page.getByRole('heading', { name: 'Build Studio is unavailable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dock' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-build-studio-fallback.png` });
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Dock' })).toBeVisible();
  });
});
