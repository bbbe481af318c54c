import { expect, type Locator, type Page } from '@playwright/test';

/** /demo, located by roles and labels. */
export class DemoPage {
  readonly chat: Locator;
  readonly history: Locator;
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly photo: Locator;
  readonly video: Locator;
  readonly calculator: Locator;

  constructor(readonly page: Page) {
    this.chat = page.getByRole('region', { name: 'Live AI Chat' });
    this.history = page.getByRole('log', { name: 'Demo chat history' });
    this.message = this.chat.getByRole('textbox', { name: 'Message' });
    this.sendButton = this.chat.getByRole('button', { name: 'Send' });
    this.photo = page.getByRole('region', { name: 'Live Photo' });
    this.video = page.getByRole('region', { name: 'Live Video' });
    this.calculator = page.getByRole('region', { name: 'Live Pricing Calculator' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/demo');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
  }

  assistantBubbles(): Locator {
    return this.history.locator('[data-role="assistant"]');
  }

  calculatorSlider(name: 'Text tokens' | 'Images' | 'Videos'): Locator {
    return this.calculator.getByRole('slider', { name });
  }

  cost(): Locator {
    return this.calculator.locator('output[aria-labelledby="demo-cost-label"]');
  }
}
