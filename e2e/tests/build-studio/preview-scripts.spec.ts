import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';

const DEFERRED_PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<head><title>Deferred</title><script src="app.js" defer></script></head>',
  '<body><p id="out">Not written yet</p></body>',
  '</html>',
].join('\n');

/** The preview runs a page's scripts as the browser would from disk: the loading of each `<script>` tag is kept. */
test.describe('Build Studio preview scripts', () => {
  test('a deferred script in <head> runs after the body exists and writes into it, with no error', async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Static Website');
    // The page first: until it names app.js, the spec's rule would run the file at the end of the body.
    await studio.chooseFile('index.html');
    await studio.replaceCode('index.html', DEFERRED_PAGE);
    await studio.newFile('app.js');
    await studio.chooseFile('app.js');
    await studio.replaceCode('app.js', "document.getElementById('out').textContent = 'Written by app.js';\nconsole.log('app.js ran');\n");
    await studio.view('Preview');

    await expect(studio.previewPage().getByText('Written by app.js')).toBeVisible();
    await page.locator('.bs-header').getByRole('button', { name: /^Terminal/ }).click();
    const output = page.getByRole('log', { name: 'Terminal output' });
    // The page's own log line proves the Terminal has heard from this render; no error came before or with it.
    await expect(output).toContainText('app.js ran');
    await expect(output.locator('.bs-terminal__line--error')).toHaveCount(0);
    await expect(output.getByRole('button', { name: 'Fix this' })).toHaveCount(0);
  });
});
