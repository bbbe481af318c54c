import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

const page = (body: string, head = '') => `<!DOCTYPE html>\n<html lang="en">\n<head><title>Isolation</title>${head}</head>\n<body>${body}</body>\n</html>`;

/**
 * A console flood reaches the studio in capped batches, and a change reloads the preview only when it must
 * (README, Build Studio: "Preview and run").
 */
test.describe('Build Studio preview updates and logs', () => {

  test('a console flood of 10,000 lines a second leaves the studio answering; the Terminal keeps a bounded number of lines and says how many it left out', async ({ page: studioPage }) => {
    test.slow();
    const studio = new BuildStudioPage(studioPage);
    await studio.goto();
    await studio.chooseType('Static Website');
    await studio.chooseFile('index.html');
    const flood = "<script>var n = 0; setInterval(function () { for (var i = 0; i < 100; i++) console.log('flood line ' + n++); }, 10);</script>";
    await studio.replaceCode('index.html', page(`<p>Flooding</p>${flood}`));
    await studio.view('Preview');
    const output = await studio.terminal();

    await expect(output.getByText(/… \d+ lines not shown/).first()).toBeVisible({ timeout: scaled(20_000) });
    await studio.view('Code');
    await studio.view('Preview');
    await studio.showChat();
    await studio.prompt.fill('Typed during the flood');
    await expect(studio.prompt).toHaveValue('Typed during the flood');
    // The Terminal keeps the last 1,000 lines (terminal-context.tsx), however long the flood goes on.
    expect(await output.locator('.bs-terminal__line').count()).toBeLessThanOrEqual(1000);
  });

  test('creating a file the page does not use leaves the preview alone, and a css edit applies in place keeping scroll and state', async ({ page: studioPage }) => {
    test.slow();
    const studio = new BuildStudioPage(studioPage);
    await studio.goto();
    await studio.chooseType('Static Website');
    await studio.chooseFile('index.html');
    await studio.replaceCode('index.html', page('<h1>Tall page</h1><div style="height: 4000px"></div>', '<link rel="stylesheet" href="styles.css">'));
    await studio.chooseFile('styles.css');
    await studio.replaceCode('styles.css', 'h1 { color: rgb(200, 0, 0); }');
    await studio.view('Preview');
    const heading = studio.previewPage().getByRole('heading', { name: 'Tall page' });
    await expect(heading).toHaveCSS('color', 'rgb(200, 0, 0)');
    const html = studio.previewPage().locator('html');
    await html.evaluate(() => {
      window.scrollTo(0, 900);
      (window as unknown as { kept?: string }).kept = 'this page';
    });
    await expect.poll(() => html.evaluate(() => window.scrollY)).toBe(900);

    await studio.newFile('notes.md');
    await studio.chooseFile('styles.css');
    await studio.replaceCode('styles.css', 'h1 { color: rgb(0, 0, 200); }');
    await studio.view('Preview');
    await expect(heading).toHaveCSS('color', 'rgb(0, 0, 200)');
    expect(await html.evaluate(() => ({ kept: (window as unknown as { kept?: string }).kept, scrollY: window.scrollY }))).toEqual({ kept: 'this page', scrollY: 900 });
  });
});
