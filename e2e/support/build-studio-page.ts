import { inflateRawSync } from 'node:zlib';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { scaled } from './time-factor';

export type BuildProjectType = 'Static Website' | 'Node.js API (Express)' | 'Python API (FastAPI)';

/**
 * Build Studio (/build-studio), located by the roles, labels and texts of the UI. `phone` follows the
 * layout below 768 px: Projects, Save and Files live in the bottom bar, chat and preview are two views.
 */
export class BuildStudioPage {
  readonly phone: boolean;
  readonly conversation: Locator;
  readonly prompt: Locator;
  readonly tree: Locator;
  readonly bottomBar: Locator;

  constructor(readonly page: Page) {
    this.phone = (page.viewportSize()?.width ?? 1280) < 768;
    this.conversation = page.getByRole('log', { name: 'Conversation' });
    this.prompt = page.getByLabel('Describe what to build or change');
    this.tree = page.getByRole('tree', { name: 'Project files' });
    this.bottomBar = page.getByRole('navigation', { name: 'Build Studio' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/build-studio');
    // The remote's first load fetches a dozen chunks; on a loaded 2-core machine that takes longer than the default wait.
    await expect(this.headerButton('New')).toBeVisible({ timeout: scaled(20_000) });
  }

  headerButton(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true }).first();
  }

  /** The Terminal's output, opened if it is closed. */
  async terminal(): Promise<Locator> {
    const output = this.page.getByRole('log', { name: 'Terminal output' });
    if (!(await output.isVisible())) await this.page.locator('.bs-header').getByRole('button', { name: /^Terminal/ }).click();
    await expect(output).toBeVisible();
    return output;
  }

  /** The page the static preview shows: the studio's frame hosts the project in an inner sandboxed frame. */
  previewPage(): FrameLocator {
    return this.page.frameLocator('iframe[title="Preview"]').frameLocator('iframe[title="Preview of the project"]');
  }

  async chooseType(type: BuildProjectType): Promise<void> {
    await this.headerButton('New').click();
    const modal = this.page.getByRole('dialog', { name: 'Choose Project Type' });
    await modal.getByRole('button', { name: new RegExp(`^${escapeRegExp(type)}`) }).click();
    await expect(modal).toBeHidden();
  }

  async showChat(): Promise<void> {
    if (this.phone && !(await this.prompt.isVisible())) await this.bottomBar.getByRole('button', { name: 'Show the chat' }).click();
    await expect(this.prompt).toBeVisible();
  }

  /** Sends a prompt and waits until the answer is complete (the prompt box is enabled again). */
  async send(prompt: string): Promise<Locator> {
    await this.showChat();
    const answers = this.conversation.getByRole('article', { name: 'Assistant' });
    const before = await answers.count();
    await this.prompt.fill(prompt);
    await this.prompt.press('Enter');
    await expect(answers).toHaveCount(before + 1);
    await expect(this.prompt).toBeEnabled({ timeout: scaled(20_000) });
    return answers.last();
  }

  async view(name: 'Preview' | 'Code'): Promise<void> {
    const radio = this.page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name });
    await radio.click();
    await expect(radio).toBeChecked();
  }

  /** The file tree: the side panel on desktop, the Files modal on a phone (closed again by `chooseFile`). */
  async files(): Promise<Locator> {
    if (this.phone) {
      const modal = this.page.getByRole('dialog', { name: 'Files' });
      if (!(await modal.isVisible())) await this.bottomBar.getByRole('button', { name: 'Files', exact: true }).click();
      await expect(modal).toBeVisible();
      return modal;
    }
    return this.page.getByRole('complementary', { name: 'Files' });
  }

  file(path: string): Locator {
    return this.tree.getByRole('treeitem', { name: path, exact: true }).getByRole('button');
  }

  async chooseFile(path: string): Promise<void> {
    await this.files();
    await this.file(path).click();
    if (this.phone) await expect(this.page.getByRole('dialog', { name: 'Files' })).toBeHidden();
  }

  /** Replaces the selected file's content in the code editor (inserted as text: no auto-closed tags). */
  async replaceCode(path: string, content: string): Promise<void> {
    await this.view('Code');
    await expect(this.page.locator('.bs-editor__path')).toHaveText(path);
    const editor = this.page.locator('.cm-content');
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.insertText(content);
    await expect(editor).toContainText(content.split('\n')[0]);
  }

  async newFile(path: string): Promise<void> {
    const panel = await this.files();
    await panel.getByRole('button', { name: 'New File', exact: true }).click();
    const modal = this.page.getByRole('dialog', { name: 'Create New File' });
    await modal.getByLabel('File path').fill(path);
    await modal.getByLabel('File path').press('Enter');
    await expect(modal).toBeHidden();
  }

  async fileMenu(path: string, action: 'Rename' | 'Delete'): Promise<void> {
    if (this.phone && !(await this.tree.isVisible())) await this.files();
    await this.file(path).click({ button: 'right' });
    await this.page.getByRole('menu', { name: `Actions for ${path}` }).getByRole('menuitem', { name: action }).click();
  }

  async closeFiles(): Promise<void> {
    if (this.phone && (await this.page.getByRole('dialog', { name: 'Files' }).isVisible())) await this.page.keyboard.press('Escape');
  }

  async save(): Promise<void> {
    if (this.phone) await this.bottomBar.getByRole('button', { name: 'Save', exact: true }).click();
    else await this.headerButton('Save').click();
    await expect(this.page.getByText('Project saved!')).toBeVisible();
  }

  async openProjects(): Promise<Locator> {
    if (this.phone) await this.bottomBar.getByRole('button', { name: 'Projects', exact: true }).click();
    else await this.headerButton('Projects').click();
    const modal = this.page.getByRole('dialog', { name: 'Your Projects' });
    await expect(modal).toBeVisible();
    return modal;
  }

  async rename(name: string): Promise<void> {
    await this.page.getByTitle('Rename the project').click();
    const dialog = this.page.getByRole('dialog', { name: 'Project name' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Downloads the project and answers the zip's entries (name → text). */
  async download(): Promise<{ fileName: string; entries: Map<string, string> }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.headerButton('Download').click()]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    return { fileName: download.suggestedFilename(), entries: readZip(readFileSync(path)) };
  }
}

/** The entries of a zip as text (stored or deflated). */
export function readZip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  const entries = new Map<string, string>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = zip.subarray(start, start + size);
    if (!name.endsWith('/')) entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
