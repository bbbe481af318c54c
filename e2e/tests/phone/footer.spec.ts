import { expect, test } from '@playwright/test';

test('phone: the footer sits above the dock, every link reachable', async ({ page }) => {
  await page.goto('/pricing');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.scrollIntoViewIfNeeded();
  // The dock is fixed at the bottom: a click that lands on it instead of the link would fail this.
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
