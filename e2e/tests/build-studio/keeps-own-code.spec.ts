import { createAccount, uniqueEmail, openSession } from '../../support/auth';
import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

const OWN_PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<head><title>Mine</title></head>',
  '<body>',
  '<header><h1>Hand-made header</h1></header>',
  '<p>Written by hand, kept by the studio.</p>',
  '</body>',
  '</html>',
].join('\n');

/**
 * The user's own code survives an AI turn: typed in the editor and saved, a first prompt patches it (the header
 * turns blue, the text stays), and the 'Before' version of the turn restores it exactly. Signed in the versions
 * are the account's, signed out the browser's.
 */
test.describe('Build Studio keeps your code', () => {
  for (const signedIn of [true, false]) {
    test(`the first prompt patches hand-written code and Restore brings it back (${signedIn ? 'signed in' : 'signed out'})`, async ({ page, request }) => {
      test.slow();
      if (signedIn) await openSession(page, await createAccount(request, { email: uniqueEmail('keep') }));
      const studio = new BuildStudioPage(page);
      // The first visit loads the remote cold; on a busy machine that can outlast the page object's 5 s.
      await page.goto('/build-studio');
      await expect(studio.headerButton('New')).toBeVisible({ timeout: scaled(30_000) });
      await studio.chooseType('Static Website');
      await studio.chooseFile('index.html');
      await studio.replaceCode('index.html', OWN_PAGE);
      await studio.save();

      const answer = await studio.send('make the header blue');
      await expect(answer).toContainText('The header is now blue');
      await expect(answer.getByRole('list', { name: 'Files changed' }).getByRole('listitem')).toHaveText([/styles\.css/]);
      await studio.view('Preview');
      const preview = studio.previewPage();
      await expect(preview.getByRole('heading', { name: 'Hand-made header' })).toBeVisible();
      await expect(preview.getByText('Written by hand, kept by the studio.')).toBeVisible();
      await expect(preview.locator('header')).toHaveCSS('background-color', 'rgb(37, 99, 235)');

      await studio.headerButton('Versions').click();
      const versions = page.getByRole('dialog', { name: 'Versions' });
      const list = versions.getByRole('list', { name: 'Versions, newest first' });
      await expect(list.getByRole('button').first()).toContainText('make the header blue');
      const before = list.getByRole('button', { name: /Before: make the header blue/ });
      await expect(before).toContainText('Before');
      await before.click();
      const number = /^v(\d+)/.exec((await before.textContent()) ?? '')?.[1];
      await versions.getByRole('button', { name: `Restore version ${number}` }).click();
      await expect(versions).toBeHidden();
      await studio.showChat();
      await expect(studio.conversation).toContainText(`Restored version ${number}.`);

      await studio.view('Preview');
      await expect(preview.locator('header')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      const zip = await studio.download();
      const html = [...zip.entries].find(([name]) => name.endsWith('index.html'))?.[1];
      expect(html).toBe(OWN_PAGE);
    });
  }
});
