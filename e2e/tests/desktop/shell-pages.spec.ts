import { expect, test } from '@playwright/test';

test('Studios: the AI model row comes from the backend engine configuration', async ({ page, request }) => {
  const config = await (await request.get('/api/config/public')).json();
  await page.goto('/studios');
  const row = page.getByRole('row', { name: /AI model/ });
  await expect(row).toContainText(config.engines.text.label);
  await expect(row).toContainText(config.engines.video.model);
  for (const name of ['Try Build Studio', 'Try Movie Studio', 'Try Music Studio']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
});

test('Downloads: the live-demo panel leads to /demo (downloads.spec.ts covers the files)', async ({ page }) => {
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { name: 'Try the Live Demo First!' })).toBeVisible();
  await page.getByRole('link', { name: 'Launch Live Demo' }).click();
  await expect(page).toHaveURL(/\/demo$/);
});

test('About links its four cards to the studios and the chat', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('link', { name: /Movie Studio/ })).toBeVisible();
  const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of ['/build-studio', '/movie-studio', '/music-studio', '/']) expect(hrefs).toContain(href);
});

test('the API reference is served at /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Atelier API/ })).toBeVisible();
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
});
