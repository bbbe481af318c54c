import { expect, type Locator, type Page } from '@playwright/test';

export type StudioTab = 'Create' | 'Lyrics' | 'Beats' | 'Arrange';
export type LaneName = 'Vocals' | 'Drums' | 'Bass' | 'Melody' | 'Chords';

/** The Music Studio (/music-studio), located by the roles, labels and texts of the UI. */
export class MusicStudioPage {
  readonly heading: Locator;
  readonly timeline: Locator;
  readonly playhead: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Music Studio' });
    this.timeline = page.getByRole('group', { name: 'Arrangement timeline' });
    this.playhead = this.timeline.locator('[data-audio-clock]');
  }

  async goto(): Promise<void> {
    await this.page.goto('/music-studio');
    await expect(this.heading).toBeVisible();
  }

  tab(name: StudioTab): Locator {
    return this.page.getByRole('tablist', { name: 'Music Studio steps' }).getByRole('tab', { name, exact: true });
  }

  async openTab(name: StudioTab): Promise<Locator> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    return this.page.getByRole('tabpanel', { name });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async createProject(choices: { genre?: string; mood?: string; length?: string } = {}): Promise<void> {
    const panel = await this.openTab('Create');
    if (choices.genre) await panel.getByRole('radiogroup', { name: 'Genre' }).getByRole('radio', { name: choices.genre }).click();
    if (choices.mood) await panel.getByRole('radiogroup', { name: 'Mood' }).getByRole('radio', { name: choices.mood }).click();
    if (choices.length) await panel.getByRole('radiogroup', { name: 'Length' }).getByRole('radio', { name: choices.length }).click();
    await this.button('Create Project').click();
    await expect(this.page.getByText('Project created! Start with lyrics.')).toBeVisible();
    await expect(this.tab('Lyrics')).toHaveAttribute('aria-selected', 'true');
  }

  async generateLyrics(prompt: string): Promise<void> {
    const panel = this.page.getByRole('tabpanel', { name: 'Lyrics' });
    await panel.getByLabel('What is your song about?').fill(prompt);
    await panel.getByRole('button', { name: 'Generate Lyrics' }).click();
    await expect(this.page.getByText('Lyrics generated!')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Verse 1 lyrics' })).not.toBeEmpty();
  }

  clip(label: string, lane: LaneName): Locator {
    return this.timeline.getByRole('button', { name: new RegExp(`^${label} on ${lane},`) });
  }

  /** Drags a clip by `pixels` to the right with the mouse. */
  async dragClip(clip: Locator, pixels: number): Promise<void> {
    const box = await clip.boundingBox();
    if (!box) throw new Error('clip is not on screen');
    const y = box.y + box.height / 2;
    const x = box.x + Math.min(box.width / 2, 40);
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + pixels / 2, y, { steps: 4 });
    await this.page.mouse.move(x + pixels, y, { steps: 4 });
    await this.page.mouse.up();
  }

  /** The AudioContext clock the playhead last read (seconds). */
  async audioClock(): Promise<number> {
    return Number(await this.playhead.getAttribute('data-audio-clock'));
  }
}
