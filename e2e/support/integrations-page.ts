import { expect, type Locator, type Page } from '@playwright/test';

export type AuthModalTitle = 'Unlock Your API Keys' | 'Create Account' | 'Get Magic Link';

/** /integrations, located only by roles, labels and the spec's texts. */
export class IntegrationsPage {
  readonly heroHeading: Locator;
  readonly getKeyButton: Locator;
  readonly authDialog: Locator;
  readonly keysTable: Locator;
  readonly createKeyButton: Locator;
  readonly newKeyDialog: Locator;
  readonly estimate: Locator;

  constructor(readonly page: Page) {
    this.heroHeading = page.getByRole('heading', { level: 1, name: 'Bring AI into any website' });
    this.getKeyButton = page.getByRole('button', { name: 'Get Your Free API Key' });
    this.authDialog = page.getByRole('dialog');
    this.keysTable = page.getByRole('table', { name: 'Your API keys' });
    this.createKeyButton = page.getByRole('button', { name: 'Create New Key' });
    this.newKeyDialog = page.getByRole('dialog', { name: 'Your new API key' });
    this.estimate = page.getByRole('region', { name: 'Cost estimator' }).locator('output[aria-labelledby="estimate-label"]');
  }

  async goto(): Promise<void> {
    await this.page.goto('/integrations');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  slider(name: 'Text tokens' | 'Images' | 'Videos'): Locator {
    return this.page.getByRole('region', { name: 'Cost estimator' }).getByRole('slider', { name });
  }

  async openAuthModal(): Promise<void> {
    await this.getKeyButton.click();
    await expect(this.authTitle('Unlock Your API Keys')).toBeVisible();
  }

  authTitle(title: AuthModalTitle): Locator {
    return this.authDialog.getByRole('heading', { name: title, exact: true });
  }

  authSwitch(name: 'Use magic link instead' | 'Create account' | 'Sign in' | 'Back to login'): Locator {
    return this.authDialog.getByRole('button', { name, exact: true });
  }

  async fillCredentials(email: string, password?: string): Promise<void> {
    await this.authDialog.getByLabel('Email').fill(email);
    if (password !== undefined) await this.authDialog.getByLabel('Password').fill(password);
  }

  submit(name: 'Sign In' | 'Sign Up' | 'Send Magic Link'): Promise<void> {
    return this.authDialog.getByRole('button', { name, exact: true }).click();
  }

  authAlert(): Locator {
    return this.authDialog.getByRole('alert');
  }

  keyRow(label: string): Locator {
    return this.keysTable.getByRole('row').filter({ hasText: label });
  }

  snippetCode(title: 'WordPress shortcode' | 'Gutenberg block' | 'iframe embed'): Locator {
    return this.page.getByLabel(`${title} code`);
  }

  /** The key to save under Settings → Atelier, shown beside the WordPress snippets. */
  snippetSettingsKey(title: 'WordPress shortcode' | 'Gutenberg block'): Locator {
    return this.page.getByLabel(`${title} settings key`);
  }

  toast(text: string): Locator {
    return this.page.locator('.at-toaster').getByText(text, { exact: true });
  }
}
