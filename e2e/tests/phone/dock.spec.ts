import { expect, test } from '@playwright/test';
import { signInAsNewUser } from '../../support/auth';
import { alertDialog, recordNativeDialogs } from '../../support/dialogs';
import { swipeDock } from '../../support/dock';

test.describe('phone dock', () => {
  test('shows Home, Build, Marketing, Academy (coming soon) and Menu instead of the top bar', async ({ page }) => {
    await page.goto('/');
    const dock = page.getByRole('navigation', { name: 'Dock' });
    await expect(dock).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(dock.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(dock.getByRole('link', { name: 'Build' })).toBeVisible();
    await expect(dock.getByRole('link', { name: 'Marketing' })).toBeVisible();
    await expect(dock.getByRole('button', { name: 'Academy (Coming Soon)' })).toBeVisible();
    await expect(dock.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  test('highlights Home on / and /chat, the others by path prefix', async ({ page }) => {
    const dock = page.getByRole('navigation', { name: 'Dock' });
    for (const path of ['/', '/chat']) {
      await page.goto(path);
      await expect(dock.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/marketing-studio');
    await expect(dock.getByRole('link', { name: 'Marketing' })).toHaveAttribute('aria-current', 'page');
    await expect(dock.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/pricing');
    await expect(dock.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('a left swipe goes to the next item, a right swipe to the previous one', async ({ page }) => {
    await page.goto('/');
    await swipeDock(page, -120);
    await expect(page).toHaveURL(/\/build-studio$/);

    await page.goto('/marketing-studio');
    await swipeDock(page, 120);
    await expect(page).toHaveURL(/\/build-studio$/);

    await page.goto('/marketing-studio');
    await swipeDock(page, 120);
    await page.waitForURL(/\/build-studio$/);
    await page.goto('/');
    await swipeDock(page, 120); // nothing before Home
    await expect(page).toHaveURL(/\/$/);
  });

  test('a movement of 30 px or less is not a swipe', async ({ page }) => {
    await page.goto('/marketing-studio');
    await swipeDock(page, -28);
    await expect(page).toHaveURL(/\/marketing-studio$/);
  });

  test('Academy in the dock alerts Coming Soon! and does not navigate', async ({ page }) => {
    await page.goto('/pricing');
    const native = recordNativeDialogs(page);
    const academy = page.getByRole('navigation', { name: 'Dock' }).getByRole('button', { name: 'Academy (Coming Soon)' });
    await academy.click();
    const alert = alertDialog(page, 'Academy');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAccessibleDescription('Coming Soon!');
    await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);
    await expect(academy).toBeFocused();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(native).toEqual([]);
  });

  test('signed out shows a Sign In pill in the header; signed in does not', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signInAsNewUser(page, request);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
});
