import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

/** The page proves it runs sandboxed: its script runs, and this site's storage is out of its reach (an opaque origin). */
const PUBLISHED_PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<head><title>Shared</title></head>',
  '<body>',
  '<h1>Published from Atelier</h1>',
  '<p id="storage">script did not run</p>',
  '<script>',
  'try { localStorage.getItem("auth_state"); document.getElementById("storage").textContent = "storage: open"; }',
  'catch (error) { document.getElementById("storage").textContent = "storage: blocked"; }',
  '</script>',
  '</body>',
  '</html>',
].join('\n');

/**
 * Publish (README "Build Studio"): a signed-in user publishes a saved static site; a second browser with no cookies
 * opens the share link and sees it (sandboxed); the dialog counts the visits; Unpublish takes the link down.
 */
test.describe('Build Studio publish', () => {
  test('a published site opens in a signed-out browser, the dialog counts its visits, and Unpublish takes it down', async ({ page, request, browser }) => {
    test.slow();
    await openSession(page, await createAccount(request, { email: uniqueEmail('publish') }));
    const studio = new BuildStudioPage(page);
    await page.goto('/build-studio');
    await expect(studio.headerButton('New')).toBeVisible({ timeout: scaled(30_000) });
    await studio.chooseType('Static Website');
    await studio.chooseFile('index.html');
    await studio.replaceCode('index.html', PUBLISHED_PAGE);
    await studio.save();

    await studio.headerButton('Publish').click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await expect(dialog.getByText('0 visits')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published!')).toBeVisible();
    const link = dialog.getByLabel('Share link');
    await expect(link).toHaveValue(/\/api\/build-studio\/p\/[A-Za-z0-9_-]{22}\/$/);
    const url = await link.inputValue();
    await expect(dialog.getByRole('link', { name: 'Open' })).toHaveAttribute('href', url);

    const stranger = await browser.newContext();
    try {
      expect(await stranger.cookies()).toEqual([]);
      const visitor = await stranger.newPage();
      const first = await visitor.goto(url);
      expect(first?.headers()['content-security-policy']).toBe('sandbox allow-scripts allow-forms allow-popups allow-modals');
      await expect(visitor.getByRole('heading', { name: 'Published from Atelier' })).toBeVisible();
      await expect(visitor.locator('#storage')).toHaveText('storage: blocked');

      // The dialog asks again when it opens: the visitor's view is counted.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await studio.headerButton('Publish').click();
      await expect(dialog.getByText('1 visit', { exact: true })).toBeVisible();

      await visitor.reload();
      await expect(visitor.getByRole('heading', { name: 'Published from Atelier' })).toBeVisible();
      await page.keyboard.press('Escape');
      await studio.headerButton('Publish').click();
      await expect(dialog.getByText('2 visits')).toBeVisible();

      await dialog.getByRole('button', { name: 'Unpublish' }).click();
      await expect(page.getByText('Unpublished: the link no longer opens.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
      const gone = await visitor.reload();
      expect(gone?.status()).toBe(410);
      await expect(visitor.getByRole('heading', { name: 'This project was unpublished' })).toBeVisible();
    } finally {
      await stranger.close();
    }
  });

  test('signed out, Publish asks to sign in and comes back to the studio', async ({ page }) => {
    const studio = new BuildStudioPage(page);
    await page.goto('/build-studio');
    await expect(studio.headerButton('New')).toBeVisible({ timeout: scaled(30_000) });
    await studio.headerButton('Publish').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to publish' });
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fbuild-studio$/);
  });
});
