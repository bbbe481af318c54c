import { expect, test, type Page } from '@playwright/test';
import { signInAsNewUser } from '../../support/auth';
import { alertDialog, recordNativeDialogs } from '../../support/dialogs';

async function openMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('menu sheet', () => {
  test('lists the signed-out entries with Sign In last', async ({ page }) => {
    await page.goto('/');
    const sheet = await openMenu(page);
    await expect(sheet.getByRole('listitem')).toHaveText([
      /Build Studio/, /Marketing Studio/, /Academy\s*Coming Soon/, /Integrations/, /Pricing/, /Downloads/, /Sign In/,
    ]);
  });

  test('lists Account last when signed in', async ({ page, request }) => {
    await signInAsNewUser(page, request);
    const sheet = await openMenu(page);
    await expect(sheet.getByRole('listitem').last()).toHaveText(/Account/);
    await expect(sheet.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  });

  test('is at most min(80vh, 700px) tall and locks page scrolling while open', async ({ page }) => {
    await page.goto('/pricing');
    const sheet = await openMenu(page);
    const box = await sheet.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(Math.min(844 * 0.8, 700) + 1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('moves focus inside, keeps it there, closes on Escape and returns focus to Menu', async ({ page }) => {
    await page.goto('/');
    const sheet = await openMenu(page);
    await expect(sheet.getByRole('button').first()).toBeFocused();
    const count = await sheet.locator('button').count();
    for (let i = 0; i < count + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Dock' }).getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('closes on a backdrop click and with the Close menu button', async ({ page }) => {
    await page.goto('/');
    let sheet = await openMenu(page);
    await page.mouse.click(195, 40); // above the sheet: the backdrop
    await expect(sheet).toBeHidden();
    sheet = await openMenu(page);
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();
  });

  test('an entry navigates and closes the sheet', async ({ page }) => {
    await page.goto('/');
    const sheet = await openMenu(page);
    await sheet.getByRole('button', { name: /Pricing/ }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(sheet).toBeHidden();
  });

  test('Academy alerts Coming Soon! and does not navigate', async ({ page }) => {
    await page.goto('/about');
    const sheet = await openMenu(page);
    const native = recordNativeDialogs(page);
    await sheet.getByRole('button', { name: /Academy/ }).click();
    const alert = alertDialog(page, 'Academy');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAccessibleDescription('Coming Soon!');
    // Escape answers the alert only; the sheet under it stays, with focus back on its Academy entry.
    await page.keyboard.press('Escape');
    await expect(alert).toHaveCount(0);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: /Academy/ })).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
    expect(native).toEqual([]);
  });

  test("the Academy alert's link opens the Academy page and closes the menu", async ({ page }) => {
    await page.goto('/about');
    const sheet = await openMenu(page);
    await sheet.getByRole('button', { name: /Academy/ }).click();
    await alertDialog(page, 'Academy').getByRole('link', { name: 'Open Academy page' }).click();
    await expect(page).toHaveURL(/\/academy$/);
    await expect(alertDialog(page, 'Academy')).toHaveCount(0);
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
