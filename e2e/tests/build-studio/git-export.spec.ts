import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, HOME: cwd, GIT_CONFIG_NOSYSTEM: '1' } });

/**
 * A project's versions leave as a git repository and come back: "Export as git repository" (beside Download on a
 * desktop, in Versions on a phone) downloads a bundle that `git clone` takes, with one commit per version the panel
 * lists; "Import git repository" in Projects turns it into a new project with those versions. Signed in the versions are the account's, signed out the browser's.
 */
test.describe('Build Studio as a git repository', () => {
  for (const signedIn of [true, false]) {
    test(`exports the versions as a bundle git clones, one commit each, and imports it back (${signedIn ? 'signed in' : 'signed out'})`, async ({ page, request }) => {
      test.slow();
      if (signedIn) await openSession(page, await createAccount(request, { email: uniqueEmail('git') }));
      const studio = new BuildStudioPage(page);
      await page.goto('/build-studio');
      await expect(studio.headerButton('New')).toBeVisible({ timeout: scaled(30_000) });
      await studio.chooseType('Static Website');
      if (signedIn) await studio.save();
      await studio.send('A landing page for a bakery called Crumb with a menu');
      await expect(studio.send('make the header blue')).resolves.toContainText('The header is now blue');

      await studio.headerButton('Versions').click();
      const versions = page.getByRole('dialog', { name: 'Versions' });
      const items = versions.getByRole('list', { name: 'Versions, newest first' }).getByRole('button');
      await expect(items.first()).toContainText('make the header blue');
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(2);
      const messages = (await items.allTextContents()).map((text) => text);

      // Desktop: the entry beside Download; a phone's one-row header has none, there it is in Versions.
      let exportButton = versions.getByRole('button', { name: 'Export as git repository' });
      if (!studio.phone) {
        await page.keyboard.press('Escape');
        await expect(versions).toBeHidden();
        exportButton = page.locator('.bs-header').getByRole('button', { name: 'Export as git repository' });
      }
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(/\.bundle$/);
      const dir = mkdtempSync(join(tmpdir(), 'atelier-e2e-git-'));
      try {
        const bundle = join(dir, download.suggestedFilename());
        await download.saveAs(bundle);
        git(dir, 'clone', '-q', bundle, 'clone');
        const clone = join(dir, 'clone');
        expect(Number(git(clone, 'rev-list', '--count', 'HEAD').trim())).toBe(count);
        const subjects = git(clone, 'log', '--format=%s').trim().split('\n');
        expect(subjects[0]).toBe('make the header blue');
        subjects.forEach((subject, index) => expect(messages[index]).toContain(subject));
        expect(git(clone, 'fsck', '--no-progress')).toBe('');

        if (studio.phone) await page.keyboard.press('Escape');
        await expect(versions).toBeHidden();
        const projects = await studio.openProjects();
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), projects.getByRole('button', { name: 'Import git repository' }).click()]);
        await chooser.setFiles({ name: 'crumb-from-git.bundle', mimeType: 'application/octet-stream', buffer: readFileSync(bundle) });
        // The turns left the project unsaved, so opening the imported one asks first.
        await page.getByRole('alertdialog', { name: 'Open another project?' }).getByRole('button', { name: 'Open without saving' }).click();
        await expect(page.getByText(`Imported ${count} versions from crumb-from-git.bundle`)).toBeVisible();
        await expect(projects).toBeHidden();
        await expect(page.getByTitle('Rename the project')).toContainText('crumb-from-git');

        await studio.headerButton('Versions').click();
        await expect(items).toHaveCount(count);
        await expect(items.first()).toContainText('make the header blue');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
