import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, type Account, sessionAsNewUser } from '../../support/auth';

/** The trial's end as the page writes it ('March 24, 2026'), read from the server. */
async function trialEnd(request: APIRequestContext, account: Account): Promise<string> {
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(me.status()).toBe(200);
  const { trial } = await me.json();
  expect(trial).toMatchObject({ active: true });
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(trial.endsAt));
}

async function openBilling(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Billing' }).click();
  return page.getByRole('tabpanel', { name: 'Billing' });
}

test('signed out: Start Pro Trial → sign in → back on Pricing → start → Account → Billing shows the trial', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Start Pro Trial' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Back where the visitor was, with the trial offered, not started (and never bounced to /chat).
  await page.waitForURL('**/pricing?trial=pro');
  const offer = page.getByRole('region', { name: 'Start your free 14-day Pro trial' });
  await expect(offer).toBeVisible();
  // The server's answer first: reading the trial before the start request finished would race it.
  const started = page.waitForResponse((response) => response.url().endsWith('/api/billing/trial') && response.request().method() === 'POST');
  await offer.getByRole('button', { name: 'Start Pro Trial' }).click();
  expect((await started).ok()).toBe(true);

  const ends = await trialEnd(request, account);
  await expect(page.getByText(`Your Pro trial has started. It ends on ${ends}.`)).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);
  const pro = page.getByRole('article', { name: 'Pro' });
  await expect(pro.getByText(`Trial active until ${ends}`)).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Current plan' })).toBeDisabled();

  const billing = await openBilling(page);
  await expect(billing.getByRole('heading', { name: 'Pro Plan' })).toBeVisible();
  await expect(billing.getByText(`Pro trial — ends ${ends}`)).toBeVisible();
  await expect(billing.getByText(/1[34] days left/)).toBeVisible();
  const includes = billing.getByRole('list', { name: 'What your plan includes' });
  await expect(includes.getByRole('listitem')).toHaveText([
    'Unlimited chat',
    '100 photos per day',
    '25 videos per day',
    'Advanced code generation',
    '1 app deployment',
    'Priority support',
    'Music Studio access',
    'HD exports',
  ]);
  await expect(billing.getByRole('progressbar', { name: 'Photos' })).toHaveAttribute('aria-valuemax', '100');
  await expect(billing.getByText(/Online payments are not available yet/)).toBeVisible();
});

test('signed in: Start Studio Trial starts it at once', async ({ page, request }) => {
  const account = await sessionAsNewUser(page, request, 'studio');
  await page.goto('/pricing');
  await expect(page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Current plan' })).toBeDisabled();

  const started = page.waitForResponse((response) => response.url().endsWith('/api/billing/trial') && response.request().method() === 'POST');
  await page.getByRole('article', { name: 'Studio' }).getByRole('button', { name: 'Start Studio Trial' }).click();
  expect((await started).ok()).toBe(true);

  const ends = await trialEnd(request, account);
  await expect(page.getByText(`Your Studio trial has started. It ends on ${ends}.`)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Studio' }).getByText(`Trial active until ${ends}`)).toBeVisible();
  // Studio includes Pro: nothing left to start there.
  await expect(page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Included in your plan' })).toBeDisabled();

  const billing = await openBilling(page);
  await expect(billing.getByRole('heading', { name: 'Studio Plan' })).toBeVisible();
  await expect(billing.getByText(`Studio trial — ends ${ends}`)).toBeVisible();
  await expect(billing.getByRole('list', { name: 'What your plan includes' })).toContainText('4K exports');
});
