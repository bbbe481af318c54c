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
  // Remotes not deployed yet: the same 'unavailable' fallback, never a blank page.
  { path: '/build-studio', heading: 'Build Studio is unavailable' },
  { path: '/movie-studio', heading: 'Movie Studio is unavailable' },
  { path: '/music-studio', heading: 'Music Studio is unavailable' },
  { path: '/marketing-studio', heading: 'Marketing Studio is unavailable' },
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
