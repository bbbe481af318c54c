import { expect, test } from '@playwright/test';
import { sessionAsNewUser } from '../../support/auth';

test.describe('site footer', () => {
  test('a signed-in user reaches Integrations, Pricing, Downloads and the Demo from the footer', async ({ page, request }) => {
    await sessionAsNewUser(page, request);
    await page.goto('/account');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText(['About', 'Pricing', 'Downloads', 'Integrations', 'Demo', 'API docs', 'Terms', 'Privacy']);

    for (const [name, path, heading] of [
      ['Integrations', '/integrations', 'Integrations'],
      ['Pricing', '/pricing', /pricing|plan/i],
      ['Downloads', '/downloads', /download/i],
      ['Demo', '/demo', 'Demo'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/docs/api');
  });

  test('Terms and Privacy are real pages with their own titles', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. Acceptable use' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of Service — Atelier');

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Your password only as a salted scrypt hash', { exact: false })).toBeVisible();
  });

  test('the studios and the landing keep the whole screen: no footer there', async ({ page }) => {
    for (const path of ['/', '/marketing-studio', '/music-studio']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
    }
  });
});
