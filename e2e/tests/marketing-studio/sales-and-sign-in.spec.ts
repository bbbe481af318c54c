import { createAccount, uniqueEmail, sessionAsNewUser } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { MarketingStudioPage } from '../../support/marketing-studio-page';
import { queryStack } from '../../support/outbox';

test.describe('Marketing Studio: sign-in and sales', () => {
  test('a visitor’s "Sign in to create" comes back to the studio once signed in', async ({ page, request }) => {
    const account = await createAccount(request, { email: uniqueEmail('marketing-next') });
    const studio = new MarketingStudioPage(page);
    await studio.goto();
    await page.getByRole('link', { name: 'Sign in to create' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/marketing-studio');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/marketing-studio');
    await expect(page.getByRole('link', { name: 'Sign in to create' })).toHaveCount(0);
  });

  test('Elite’s "Contact sales" sends a checked form that is stored and mailed to the sales mailbox', async ({ page, request }) => {
    const account = await sessionAsNewUser(page, request, 'contact-sales');
    const studio = new MarketingStudioPage(page);
    await studio.goto();
    await studio.badge.click();
    await expect(studio.drawer).toBeVisible();
    await studio.drawer.getByRole('button', { name: 'Contact sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact sales about Elite' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Work email')).toHaveValue(account.email);

    // Nothing is sent until the form is complete: each missing field says what to fix.
    await dialog.getByRole('button', { name: 'Send to sales' }).click();
    await expect(dialog.getByText('Enter your company.')).toBeVisible();
    await expect(dialog.getByText('Tell us what you need.')).toBeVisible();

    const company = `Glowwick ${Date.now().toString(36)}`;
    await dialog.getByLabel('Company').fill(company);
    await dialog.getByLabel('Message').fill('We would like 40 seats for our studio.');
    await dialog.getByRole('button', { name: 'Send to sales' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thanks! Our sales team will get back to you within one business day.');

    const stored = await queryStack<{ email: string; plan: string; message: string }>('SELECT email, plan, message FROM sales_inquiries WHERE company = $1', [company]);
    expect(stored).toEqual([{ email: account.email.toLowerCase(), plan: 'elite', message: 'We would like 40 seats for our studio.' }]);
    const mailed = await queryStack<{ text: string }>('SELECT text FROM mail_outbox WHERE subject = $1', [`Contact sales (elite): ${company}`]);
    expect(mailed).toHaveLength(1);
    expect(mailed[0].text).toContain('We would like 40 seats for our studio.');

    // The confirmation's own Close (the dialog's × is named Close too).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
  });
});
