import { expect, test } from '@playwright/test';

/** Spec 000 §2 route table: each route, inside the shared layout, shows its own screen. */
const SCREENS: { path: string; heading: RegExp | string }[] = [
  { path: '/', heading: 'Welcome to Atelier' },
  { path: '/chat', heading: 'Welcome to Atelier' },
  { path: '/about', heading: /Atelier/ },
  { path: '/pricing', heading: /pricing|plan/i },
  { path: '/downloads', heading: /download/i },
  { path: '/studios', heading: /studio/i },
  { path: '/academy', heading: /academy|coming soon/i },
  // Guarded: a signed-out visitor is sent to sign in (accounts.spec.ts covers the signed-in screen).
  { path: '/account', heading: 'Welcome Back' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/integrations', heading: 'Bring AI into any website' },
  { path: '/demo', heading: 'Demo' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/marketing-studio', heading: 'Marketing Studio' },
  { path: '/music-studio', heading: 'Music Studio' },
  { path: '/movie-studio', heading: 'Movie Studio' },
  { path: '/build-studio', heading: 'Build Studio' },
];

for (const { path, heading } of SCREENS) {
  test(`${path} renders its screen inside the shared layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    // Exactly one h1: the route's own screen, not two screens stacked.
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('an unknown path shows a not-found page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('each route names itself in the tab title, and the site has a favicon', async ({ page, request }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing — Atelier');
  // Client-side navigation updates it too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveTitle('Integrations — Atelier');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found — Atelier');

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const served = await request.get(icon ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/svg+xml');
});
