import type { Page } from '@playwright/test';
import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';
import { scaled } from '../../support/time-factor';

/** Sends one request from the preview's request panel and returns its Response region. */
async function request(page: Page, path: string) {
  const form = page.getByRole('form', { name: 'Request' });
  await form.getByLabel('Path').fill(path);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  return form.getByRole('region', { name: 'Response' });
}

/**
 * Projects that need packages beyond Express, FastAPI and Uvicorn: the offline engine declares them,
 * the runner installs them outside the sandbox (or finds them cached) and the app answers.
 */
test.describe('Build Studio dependencies', () => {
  test('an Express API that uses lodash runs and answers, sorted by lodash', async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Node.js API (Express)');
    const answer = await studio.send('A REST API for a library with books, sorted with lodash');
    await expect(answer).toContainText('Added lodash ^4.17.21 to package.json');

    await studio.view('Preview');
    // A first install downloads from the registry; a later run finds the same package.json in the cache.
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: scaled(60_000) });
    const response = await request(page, '/api/books?sort=title');
    await expect(response.locator('.bs-response__status')).toContainText('200');
    await expect(response.locator('.bs-response__body')).toContainText('"items"');

    await page.locator('.bs-header').getByRole('button', { name: /^Terminal/ }).click();
    await expect(page.getByRole('log', { name: 'Terminal output' })).toContainText(/Installing dependencies… npm lodash@\^4\.17\.21|reusing the installed lodash@\^4\.17\.21/);
  });

  test('a FastAPI app that uses requests runs and answers from a route built with it', async ({ page }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await studio.goto();
    await studio.chooseType('Python API (FastAPI)');
    const answer = await studio.send('An API for a newsroom with articles; fetch pages with requests');
    await expect(answer).toContainText('Added requests to requirements.txt');

    await studio.view('Preview');
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: scaled(60_000) });
    // The sandbox has no network: the route answers 502, naming the URL requests prepared.
    const response = await request(page, '/api/fetch?url=https://example.com/&q=two%20words');
    await expect(response.locator('.bs-response__status')).toContainText('502');
    await expect(response.locator('.bs-response__body')).toContainText('Could not fetch https://example.com/?q=two+words: ConnectionError');
  });
});
