import { expect, test, type Page } from '@playwright/test';
import { createAccount, openSession } from '../../support/auth';

/** Every route of the spec 000 §2 table, and a path that is none of them. */
const ROUTES = [
  '/',
  '/chat',
  '/about',
  '/pricing',
  '/downloads',
  '/studios',
  '/academy',
  '/account',
  '/login',
  '/integrations',
  '/demo',
  '/build-studio',
  '/movie-studio',
  '/music-studio',
  '/marketing-studio',
  '/no-such-page',
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects every CSP violation of the page: the DOM event and Chromium's console report. */
async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
      { capture: true },
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

/** Loads a route, waits until its screen and everything it fetches are in, and returns the violations seen. */
async function visit(page: Page, path: string, reports: string[]): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  return [...seen, ...reports.splice(0)].map((v) => `${path}: ${v}`);
}

test.describe('the site under its Content-Security-Policy', () => {
  test('every route works signed out, with no policy violation', async ({ page }) => {
    test.slow();
    const reports = await watchPolicy(page);
    const violations: string[] = [];
    for (const path of ROUTES) violations.push(...(await visit(page, path, reports)));
    expect(violations).toEqual([]);
    // The deployed remotes really ran under the policy (not a fallback).
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { name: 'Bring AI into any website' })).toBeVisible();
  });

  test('every route works signed in, with no policy violation', async ({ page, request }) => {
    test.slow();
    const reports = await watchPolicy(page);
    const account = await createAccount(request);
    await openSession(page, account);
    const violations: string[] = [];
    for (const path of ROUTES) violations.push(...(await visit(page, path, reports)));
    expect(violations).toEqual([]);
    await page.goto('/account');
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });

  test('the headers of the pages, and the embed page keeps its own (frameable) policy', async ({ request }) => {
    const page = await request.get('/pricing');
    const headers = page.headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('microphone=(self), camera=(), geolocation=()');
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);

    const account = await createAccount(request);
    const auth = { Authorization: `Bearer ${account.token}` };
    const { key } = (await (await request.post('/api/integrations/key', { data: { label: 'csp' }, headers: auth })).json()) as { key: string };
    const embed = await request.get(`/api/wp/embed/chat?api_key=${encodeURIComponent(key)}`);
    expect(embed.status()).toBe(200);
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    expect(embed.headers()['permissions-policy']).toBeUndefined();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the dock, the menu sheet and the landing run with no policy violation', async ({ page }) => {
    const reports = await watchPolicy(page);
    const violations = await visit(page, '/', reports);
    await page.getByRole('navigation', { name: 'Dock' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Integrations/ }).click();
    await expect(page.getByRole('heading', { name: 'Bring AI into any website' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    violations.push(...(await page.evaluate(() => window.__cspViolations ?? [])), ...reports);
    expect(violations).toEqual([]);
  });
});
