import type { Locator, Page } from '@playwright/test';
import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { expect, test } from '../../support/landing-test';

/** The toast showing `text`: its whole box (message and close button), not only the text. */
function toast(page: Page, text: string): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** True when what the browser shows at the toast's centre is the toast itself (nothing lies over it). */
async function isTopmost(item: Locator): Promise<boolean> {
  return item.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** A toast raised while a dialog is open lies above the dialog and its backdrop, and can be dismissed there. */
async function expectToastAboveDialog(page: Page, dialog: Locator, text: string): Promise<void> {
  const raised = toast(page, text);
  await expect(raised).toBeVisible();
  await expect.poll(() => isTopmost(raised)).toBe(true);
  expect(await isTopmost(raised.getByRole('button', { name: 'Dismiss notification' }))).toBe(true);

  await raised.getByRole('button', { name: 'Dismiss notification' }).click();

  await expect(raised).toHaveCount(0);
  // Dismissing the toast is not a click on the backdrop: the dialog and what was typed stay.
  await expect(dialog).toBeVisible();
}

// The stacking order of ARCHITECTURE.md §14 (page < sheet < dialog < toast), on desktop and phone.
test.describe('UI layers', () => {
  test("the Movie Studio character dialog's 'Name and bio are required!' is above the dialog and can be dismissed", async ({ page }) => {
    await page.goto('/movie-studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Movie Studio' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Character', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Character' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Add Character', exact: true }).click();

    await expectToastAboveDialog(page, dialog, 'Name and bio are required!');
  });

  test('a failed brand kit save shows its toast above the Marketing Studio dialog', async ({ page, request }) => {
    await openSession(page, await createAccount(request, { email: uniqueEmail('layers') }));
    await page.route('**/api/marketing/brand-kit', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, code: 'UNAVAILABLE', message: 'The brand kit could not be saved right now.' }) })
        : route.fallback(),
    );
    await page.goto('/marketing-studio');
    await page.getByRole('button', { name: 'Brand kit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Brand kit' });
    await dialog.getByLabel('Product').fill('Glow Candles');

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();

    await expectToastAboveDialog(page, dialog, 'The brand kit could not be saved right now.');
    await expect(dialog.getByLabel('Product')).toHaveValue('Glow Candles');
  });
});
