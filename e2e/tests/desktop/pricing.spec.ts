import { expect, test } from '@playwright/test';

test('pricing: yearly shows floor(yearly/12) per month with the yearly bill', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('All plans include a 14-day free trial. No credit card required.')).toBeVisible();
  await expect(page.getByText('$20', { exact: true })).toBeVisible();
  await expect(page.getByText('$100', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: /Yearly/ }).or(page.getByRole('button', { name: /Yearly/ })).first().click();
  await expect(page.getByText('Save 17%')).toBeVisible();
  await expect(page.getByText('$16', { exact: true })).toBeVisible();
  await expect(page.getByText('Billed $200/year')).toBeVisible();
  await expect(page.getByText('$83', { exact: true })).toBeVisible();
  await expect(page.getByText('Billed $1000/year')).toBeVisible();
});

test('pricing: every call to action and Contact us lead to /login; trials come back to Pricing', async ({ page }) => {
  await page.goto('/pricing');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact us' })).toBeVisible();
  // The plan cards render from the server's plans, after the static "Contact us": wait for their trial links
  // before reading every link at once.
  for (const plan of ['pro', 'studio']) await expect(main.locator(`a[href="/login?next=/pricing%3Ftrial%3D${plan}"]`)).toBeVisible();
  const ctas = main.getByRole('link').filter({ hasNotText: /^$/ });
  const hrefs = await ctas.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(4);
  expect(new Set(hrefs.map((href) => new URL(href, 'http://site').pathname))).toEqual(new Set(['/login']));
  expect(hrefs).toContain('/login?next=/pricing%3Ftrial%3Dpro');
  expect(hrefs).toContain('/login?next=/pricing%3Ftrial%3Dstudio');
  await main.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
