import { expect, type Locator, type Page } from '@playwright/test';

export type LandingMode = 'Chat' | 'Photo' | 'Video';

/** The landing (/ and /chat), located only by the roles, labels and texts of the UI contract. */
export class LandingPage {
  readonly history: Locator;
  readonly userBubbles: Locator;
  readonly assistantBubbles: Locator;
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly results: Locator;
  readonly attachButton: Locator;
  readonly micButton: Locator;
  readonly stopRecordingButton: Locator;

  constructor(readonly page: Page) {
    this.history = page.getByRole('log', { name: 'Chat history' });
    this.userBubbles = this.history.locator('[data-role="user"]');
    this.assistantBubbles = this.history.locator('[data-role="assistant"]');
    this.message = page.getByRole('textbox', { name: 'Message' });
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true });
    this.results = page.getByRole('region', { name: 'Results' });
    this.attachButton = page.getByRole('button', { name: 'Attach file' });
    this.micButton = page.getByRole('button', { name: 'Record voice' });
    this.stopRecordingButton = page.getByRole('button', { name: 'Stop recording' });
  }

  async goto(path: '/' | '/chat' = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.message).toBeVisible();
  }

  async chooseMode(mode: LandingMode): Promise<void> {
    const radio = this.page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: mode });
    await radio.click();
    await expect(radio).toHaveAttribute('aria-checked', 'true');
  }

  /** Types the text and presses Send. */
  async send(text: string): Promise<void> {
    await this.message.fill(text);
    await this.sendButton.click();
  }

  /** Waits until no chat reply is being streamed (the log is no longer aria-busy). */
  async waitUntilIdle(): Promise<void> {
    await expect(this.history).toHaveAttribute('aria-busy', 'false');
  }

  lastAssistantBubble(): Locator {
    return this.assistantBubbles.last();
  }

  /** A toast of the shell's Toaster with exactly this text. */
  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true });
  }

  /** Below 768 px the landing shows photos, videos and their progress in the thread instead of the Results panel. */
  isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  /** Where photo and video results and progress appear: the Results panel, or the thread on phones. */
  resultArea(): Locator {
    return this.isPhone() ? this.history : this.results;
  }

  /** The results: newest first in the panel; oldest first (in conversation order) in the thread on phones. */
  resultFigures(): Locator {
    return this.resultArea().locator('figure');
  }

  /** The newest result in either layout. */
  newestResult(): Locator {
    return this.isPhone() ? this.resultFigures().last() : this.resultFigures().first();
  }

  /** The `index`-th newest (0 = newest) of `total` results, in either layout. */
  nthNewestResult(index: number, total: number): Locator {
    return this.resultFigures().nth(this.isPhone() ? total - 1 - index : index);
  }
}
