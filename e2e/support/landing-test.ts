import { test as base, type BrowserContext } from '@playwright/test';
import { LandingPage } from './landing-page';

let sequence = 0;

/**
 * A client address no other test uses. Every browser reaches the stack from 127.0.0.1, and visitor
 * quotas are counted per IP, so each test claims its own address through X-Forwarded-For (which the
 * test stack's /api proxy extends, as nginx does, and the backend trusts from loopback).
 */
export function uniqueClientIp(workerIndex: number): string {
  sequence += 1;
  return `10.${workerIndex % 256}.${Math.floor(sequence / 256) % 256}.${sequence % 256}`;
}

interface LandingFixtures {
  /** This test's own client address. */
  clientIp: string;
  landing: LandingPage;
}

/**
 * A request to /api of any origin. A pattern, not a function: Playwright matches a pattern where it intercepts the
 * request, and hands the test only the requests that match; a function must see every request a page makes.
 */
const API_REQUEST = /^[a-z]+:\/\/[^/]+\/api\//;

/**
 * Sends the browser's /api calls as coming from `ip`. Only /api: an extra header on the cross-origin
 * remote files would make Chromium ask their servers for a CORS preflight.
 */
export async function actAsClient(context: BrowserContext, ip: string): Promise<void> {
  await context.route(
    API_REQUEST,
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
}

/** Playwright's test with a per-test client IP on every /api request (browser and API) and the landing's page object. */
export const test = base.extend<LandingFixtures>({
  clientIp: async ({}, use, testInfo) => {
    await use(uniqueClientIp(testInfo.workerIndex));
  },
  context: async ({ context, clientIp }, use) => {
    await actAsClient(context, clientIp);
    await use(context);
  },
  // Seeding through the API comes from the same client as the browser.
  request: async ({ playwright, baseURL, clientIp }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
    await use(request);
    await request.dispose();
  },
  landing: async ({ page }, use) => {
    await use(new LandingPage(page));
  },
});

export { expect } from '@playwright/test';
