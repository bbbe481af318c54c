import { expect, test } from '@playwright/test';
import { IsolatedSite } from '../../support/isolated-site';
import { scaled } from '../../support/time-factor';

let site: IsolatedSite;

test.beforeEach(async () => {
  site = await IsolatedSite.start();
});

test.afterEach(async () => {
  await site.stop();
});

test('a dead remote shows the fallback, the rest of the site works, Retry recovers without reload', async ({ page }) => {
  await site.stopRemote();
  await page.goto(`${site.url}/`);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await expect(page.getByRole('heading', { name: 'Chat is unavailable' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('could not be reached');

  // Shell pages keep working while the remote is down.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Chat is unavailable' })).toBeVisible();

  await site.startRemote();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});

test('a hung remote shows the fallback instead of spinning forever; the site keeps working meanwhile', async ({ page }) => {
  await site.hangRemote();
  await page.goto(`${site.url}/chat`);
  // While the remote hangs, shell pages still work.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  // Bounded by the shell's remote timeout (5 s), far below the MF runtime's own 20 s.
  await expect(page.getByRole('heading', { name: 'Chat is unavailable' })).toBeVisible({ timeout: scaled(7_000) });
  await expect(page.getByRole('alert')).toContainText('taking too long');

  await site.startRemote();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
});

test('revisiting a failed remote route tries again once the remote is back', async ({ page }) => {
  await site.stopRemote();
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { name: 'Chat is unavailable' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await site.startRemote();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
});

test('a remote moved to another port is found through remotes.json alone', async ({ page }) => {
  // The isolated shell serves the same shell build; only its remotes.json names the new port.
  const remotes = await (await fetch(`${site.url}/remotes.json`)).json();
  expect(remotes.chat).toBe(`http://localhost:${site.remotePort}/mf-manifest.json`);
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(String(site.remotePort))) manifestRequests.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
  expect(manifestRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
});
