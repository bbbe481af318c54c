import { expect, test } from '@playwright/test';
import { signInAsNewUser } from '../../support/auth';

test.describe('desktop top bar', () => {
  test('signed out: Home, Build Studio, Marketing, Academy (Soon), Pricing, Integrations, Log In', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Build Studio', 'Marketing', 'AcademySoon', 'Pricing', 'Integrations', 'Log In']);
    await expect(page.getByRole('link', { name: 'Atelier Beta — home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Atelier Beta — home' })).toContainText('Beta');
  });

  test('signed in: Chat, Build, Marketing, Academy (Soon), My Account; logo goes to /chat', async ({ page, request }) => {
    await signInAsNewUser(page, request);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Chat', 'Build', 'Marketing', 'AcademySoon', 'My Account']);
    await expect(page.getByRole('link', { name: 'Atelier Beta — home' })).toHaveAttribute('href', '/chat');
    // The sign-in state survives a reload (auth_state + user_data).
    await page.reload();
    await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_state'))).toBe('true');
  });

  test('the top bar links navigate within the page (no reload)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('/build-studio hides the top bar and uses less top padding', async ({ page }) => {
    await page.goto('/pricing');
    const padded = await page.getByRole('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    await page.goto('/build-studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Studio' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Dock' })).toHaveCount(0);
    const bare = await page.getByRole('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    expect(bare).toBeLessThan(padded);
  });
});
