import { expect, type Locator, type Page } from '@playwright/test';

export type GeneratorTab = 'Quick Create' | 'Campaign Copy' | 'Visuals';

/** /marketing-studio, located only by roles, labels and the spec's texts. */
export class MarketingStudioPage {
  readonly heading: Locator;
  readonly badge: Locator;
  readonly artifacts: Locator;
  readonly drawer: Locator;
  readonly chat: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Marketing Studio' });
    this.badge = page.getByRole('button', { name: /^Credits:/ });
    this.artifacts = page.getByRole('list', { name: 'Recent Artifacts, newest first' }).getByRole('listitem');
    this.drawer = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
    this.chat = page.getByRole('complementary', { name: 'Chat Engineer' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/marketing-studio');
    await expect(this.heading).toBeVisible();
  }

  /** The badge's balances once loaded, e.g. `{ rc: 10, sc: 5 }`. */
  async balances(): Promise<{ rc: number; sc: number }> {
    const label = (await this.badge.getAttribute('aria-label')) ?? '';
    const match = /Credits: (\d+) RC, (\d+) SC/.exec(label);
    if (!match) throw new Error(`the badge shows no balances: "${label}"`);
    return { rc: Number(match[1]), sc: Number(match[2]) };
  }

  async expectBalances(rc: number, sc: number): Promise<void> {
    await expect(this.badge).toHaveAccessibleName(new RegExp(`^Credits: ${rc} RC, ${sc} SC, `));
  }

  tab(name: GeneratorTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The visible generator form. */
  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  /** Shown before the run, from the API: e.g. 'Costs 1 RC · RC pays for text'. */
  get cost(): Locator {
    return this.panel.getByText(/^Costs /);
  }

  async generate(tab: GeneratorTab, input: string, option?: string): Promise<void> {
    await this.tab(tab).click();
    if (option) await this.panel.getByRole('radio', { name: option, exact: true }).click();
    await this.panel.getByRole('textbox').fill(input);
    await this.panel.getByRole('button', { name: 'Generate' }).click();
  }

  artifact(title: string, input: string): Locator {
    return this.page.getByRole('listitem', { name: `${title}: ${input}` });
  }
}
