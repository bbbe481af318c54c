import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

/** An Express app, written by hand, with one route that answers an HTML page (with a style and a script). */
const HTML_SERVER = [
  "const express = require('express');",
  'const app = express();',
  "app.get('/', (req, res) => res.json({ message: 'Hello from Express' }));",
  "const page = '<!DOCTYPE html><html lang=\"en\"><head><title>Welcome</title><style>h1 { color: rgb(0, 128, 0); }</style></head>' +",
  "  '<body><h1>Served by Express</h1><p>A page from the server.</p><script>document.body.append(\"script ran\")</script></body></html>';",
  "app.get('/welcome', (req, res) => res.type('html').send(page));",
  'const port = process.env.PORT || 3000;',
  'app.listen(port, () => console.log(`API listening on port ${port}`));',
].join('\n');

/** A running API's HTML answer is shown as a page in the request panel, its source a switch away. */
test.describe('Build Studio server pages', () => {
  test('an Express route that answers HTML is rendered in the request panel, scripts off, with its source', async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Node.js API (Express)');
    await studio.chooseFile('server.js');
    await studio.replaceCode('server.js', HTML_SERVER);

    await studio.view('Preview');
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: scaled(20_000) });
    // The studio may have started the starter code before the edit: run the project as it is now.
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await expect(page.getByText('The code changed since this run started', { exact: false })).toBeHidden();
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: scaled(20_000) });
    const form = page.getByRole('form', { name: 'Request' });
    await form.getByLabel('Path').fill('/welcome');
    await form.getByRole('button', { name: 'Send', exact: true }).click();

    const response = form.getByRole('region', { name: 'Response' });
    await expect(response.locator('.bs-response__status')).toContainText('200');
    const served = response.frameLocator('iframe[title="Server page"]').frameLocator('iframe[title="Page from the app"]');
    const heading = served.getByRole('heading', { name: 'Served by Express' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('color', 'rgb(0, 128, 0)');
    await expect(served.locator('body')).toContainText('A page from the server.');
    // The frame is sandboxed without scripts: the page's own script never ran.
    await expect(served.locator('body')).not.toContainText('script ran');
    await expect(response.locator('.bs-response__body')).toHaveCount(0);

    const views = response.getByRole('radiogroup', { name: 'Show the HTML as' });
    await views.getByRole('radio', { name: 'Source' }).click();
    await expect(response.locator('.bs-response__body')).toContainText('<h1>Served by Express</h1>');
    await expect(response.locator('iframe[title="Server page"]')).toHaveCount(0);
    await views.getByRole('radio', { name: 'Page' }).click();
    await expect(heading).toBeVisible();

    // A JSON answer stays text.
    await form.getByLabel('Path').fill('/');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(response.locator('.bs-response__body')).toContainText('"message": "Hello from Express"');
    await expect(response.getByRole('radiogroup', { name: 'Show the HTML as' })).toHaveCount(0);
  });
});
