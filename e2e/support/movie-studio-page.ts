import { expect, type Locator, type Page } from '@playwright/test';
import { scaled } from './time-factor';

/** The Movie Studio (/movie-studio), located by the roles, labels and texts of the UI. */
export class MovieStudioPage {
  readonly heading: Locator;
  readonly exportButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Movie Studio' });
    this.exportButton = page.getByRole('button', { name: 'Export Movie', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/movie-studio');
    await expect(this.heading).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** The newest toast with this text (an earlier one may still be showing). */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true }).last();
  }

  scene(number: number): Locator {
    return this.page.getByRole('article', { name: `Scene ${number}`, exact: true });
  }

  async setTitle(title: string): Promise<void> {
    const field = this.page.getByLabel('Title');
    await field.fill(title);
    await field.blur();
    await expect(this.toast('Movie metadata saved!')).toBeVisible();
  }

  async addCharacter(character: { name: string; role?: 'Good Guy' | 'Bad Guy' | 'Neutral'; bio: string; avatar?: Buffer }): Promise<void> {
    await this.button('Add Character').click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Character' });
    await dialog.getByLabel('Name').fill(character.name);
    if (character.role) await dialog.getByRole('radiogroup', { name: 'Role' }).getByRole('radio', { name: character.role }).click();
    await dialog.getByLabel('Bio').fill(character.bio);
    await expect(dialog.getByText(`${character.bio.length}/280`)).toBeVisible();
    if (character.avatar) {
      await dialog.locator('input[type=file]').setInputFiles({ name: `${character.name}.png`, mimeType: 'image/png', buffer: character.avatar });
      await expect(dialog.getByRole('img', { name: `Avatar of ${character.name}` })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Add Character' }).click();
    await expect(this.toast('Character added!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }

  /** Renders one scene from its card and waits for its clip, checking the live progress on the way. */
  async generateScene(number: number): Promise<void> {
    const card = this.scene(number);
    await card.getByRole('button', { name: `Generate Scene ${number}` }).click();
    await expect(card.getByRole('progressbar', { name: `Scene ${number} progress` })).toBeVisible();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: scaled(90_000) });
    await expect(card.locator('video')).toHaveAttribute('src', /\/api\/media\/[0-9a-f-]{36}(#t=[\d.]+)?$/);
  }
}

/** Waits until the video can play, then plays it (muted, as autoplay rules allow) and answers its length. */
export async function playVideo(video: Locator): Promise<number> {
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: scaled(15_000) }).toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  const playing = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    return !element.paused;
  });
  expect(playing).toBe(true);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  return duration;
}
