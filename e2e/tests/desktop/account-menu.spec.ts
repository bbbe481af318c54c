import { expect, test } from '@playwright/test';
import { createAccount, signIn, sessionAsNewUser } from '../../support/auth';
import { IPHONE_UA, SHOTS, createTaggedAccount, expectToldSignedOutElsewhere, openSignedIn, saveProfileThrice, signOutOtherDevice, taggedEmail, toastBoxes } from '../../support/account-shell';
import { E2E_PORTS } from '../../support/ports';

const TOP_BAR_HEIGHT = 64;

test.describe('account menu (desktop)', () => {
  test('My Account stays a link; its menu button opens Account, Integrations, Pricing, Downloads, Demo and Log Out', async ({ page, request }) => {
    await sessionAsNewUser(page, request);
    // A shell page: the landing focuses its composer once it has loaded, which would race the menu.
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Account menu' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Account', 'Integrations', 'Pricing', 'Downloads', 'Demo', 'Log Out']);
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/desktop-account-menu.png` });

    // Arrow keys move, Escape closes and gives focus back.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Integrations' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // An outside click closes it.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(menu).toBeHidden();

    // Each destination is reachable; clicking My Account itself still opens /account.
    for (const [item, path] of [['Demo', '/demo'], ['Downloads', '/downloads'], ['Pricing', '/pricing'], ['Integrations', '/integrations']]) {
      await toggle.click();
      await menu.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(menu).toBeHidden();
    }
    await nav.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);

    // Keyboard only: ↓ on the button opens the menu; Enter on Log Out signs out.
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('greets a first session with "Welcome", later ones with "Welcome back", by a readable name', async ({ page }) => {
    const email = taggedEmail();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    // The mode switch is a router transition: type once the sign-up form is shown.
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('violet-Harbor-47');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('+');
    await page.screenshot({ path: `${SHOTS}/desktop-greeting-first.png` });
    // Still the first session after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeVisible();

    await page.goto('/account');
    await expect(page.locator('.account-page__name')).toHaveText('Ada Lovelace');
    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, { email, password: 'violet-Harbor-47' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-greeting-back.png` });
  });

  test('Log Out and per-session Log out are real buttons; an iPhone shows a phone icon', async ({ page, request }) => {
    const account = await createAccount(request);
    const phone = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { 'User-Agent': IPHONE_UA },
    });
    expect(phone.status()).toBe(200);
    await signIn(page, account);
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Sessions' }).click();
    const panel = page.getByRole('tabpanel');
    const iphone = panel.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
    await expect(iphone.getByRole('img', { name: 'Phone' })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Current Device' }).getByRole('img', { name: 'Computer' })).toBeVisible();

    for (const button of [iphone.getByRole('button', { name: 'Log out Safari on iPhone' }), page.getByRole('button', { name: 'Log Out', exact: true })]) {
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, border: style.borderTopWidth, height: el.getBoundingClientRect().height };
      });
      // A filled or outlined control of touch size, not text.
      expect(look.background !== 'rgba(0, 0, 0, 0)' || look.border !== '0px').toBe(true);
      expect(look.height).toBeGreaterThanOrEqual(32);
    }
    await iphone.getByRole('button', { name: 'Log out Safari on iPhone' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.screenshot({ path: `${SHOTS}/desktop-account-sessions.png`, fullPage: true });
  });

  test('a device signed out from another one lands on sign-in and is told why', async ({ page, request, browser }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    const otherPage = await signOutOtherDevice(page, browser, account, test.info().project.use.baseURL);

    await expectToldSignedOutElsewhere(otherPage);
    await otherPage.screenshot({ path: `${SHOTS}/desktop-login-revoked.png` });

    // Signing in again answers the notice.
    await otherPage.getByLabel('Email').fill(account.email);
    await otherPage.getByLabel('Password').fill(account.password);
    await otherPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/account$/);
    await otherPage.goto('/login');
    await expect(otherPage.getByText('You were signed out from another device')).toHaveCount(0);
    await otherPage.context().close();
  });

  test('toasts sit bottom right, clear of the top bar, merge repeats and never stack past two', async ({ page, request }) => {
    const account = await createTaggedAccount(request);
    await openSignedIn(page, account, '/account');
    await saveProfileThrice(page);
    const boxes = await toastBoxes(page);
    expect(boxes.length).toBeLessThanOrEqual(2);
    // Bottom right: clear of the top bar, inside the window.
    for (const box of boxes) {
      expect(box.y).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT);
      expect(box.x).toBeGreaterThan(640);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
    await page.screenshot({ path: `${SHOTS}/desktop-toasts.png` });
  });

  test('a Build Studio remote that fails offers Retry and Home (no top bar there)', async ({ page }) => {
    await page.route(`http://localhost:${E2E_PORTS.build_studio}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/build-studio');
    await expect(page.getByRole('heading', { name: 'Build Studio is unavailable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-build-studio-fallback.png` });
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
