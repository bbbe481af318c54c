import { createAccount, uniqueEmail } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { IntegrationsPage } from '../../support/integrations-page';

test.describe('integrations auth modal', () => {
  test('its Terms of Service and Privacy Policy lead to the pages', async ({ page }) => {
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await integrations.openAuthModal();
    await integrations.authDialog.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('switches between its three modes and checks the fields', async ({ page }) => {
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await integrations.openAuthModal();
    await expect(integrations.authDialog).toContainText('By continuing, you agree to our Terms of Service and Privacy Policy.');

    await integrations.submit('Sign In');
    await expect(integrations.authAlert()).toHaveText('Email and password are required');

    await integrations.authSwitch('Create account').click();
    await expect(integrations.authTitle('Create Account')).toBeVisible();
    await integrations.fillCredentials('someone@example.com');
    await integrations.submit('Sign Up');
    await expect(integrations.authAlert()).toHaveText('Email and password are required');
    await integrations.authSwitch('Sign in').click();
    await expect(integrations.authTitle('Unlock Your API Keys')).toBeVisible();

    await integrations.authSwitch('Use magic link instead').click();
    await expect(integrations.authTitle('Get Magic Link')).toBeVisible();
    await expect(integrations.authDialog.getByLabel('Password')).toHaveCount(0);
    await integrations.fillCredentials('');
    await integrations.submit('Send Magic Link');
    await expect(integrations.authAlert()).toHaveText('Email is required');
    await integrations.authSwitch('Back to login').click();
    await expect(integrations.authTitle('Unlock Your API Keys')).toBeVisible();
  });

  test("shows the backend's message for a wrong password", async ({ page, request }) => {
    const account = await createAccount(request);
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await integrations.openAuthModal();
    await integrations.fillCredentials(account.email, 'not-the-password-1');
    await integrations.submit('Sign In');
    await expect(integrations.authAlert()).toHaveText('Incorrect email or password.');
    await expect(integrations.authTitle('Unlock Your API Keys')).toBeVisible();
  });

  test('sends a magic link and returns to login', async ({ page }) => {
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await integrations.openAuthModal();
    await integrations.authSwitch('Use magic link instead').click();
    await integrations.fillCredentials(uniqueEmail('magic'));
    await integrations.submit('Send Magic Link');
    await expect(integrations.toast('Magic link sent! Check your email.')).toBeVisible();
    await expect(integrations.authTitle('Unlock Your API Keys')).toBeVisible();
  });

  test('signing in here signs in the whole site', async ({ page, request }) => {
    const account = await createAccount(request);
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await integrations.openAuthModal();
    await integrations.fillCredentials(account.email, account.password);
    await integrations.submit('Sign In');
    await expect(integrations.toast('Welcome back!')).toBeVisible();
    await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /My Account/ })).toBeVisible();
  });
});
