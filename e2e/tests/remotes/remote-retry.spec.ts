import { expect, test, type Page } from '@playwright/test';
import { IsolatedSite } from '../../support/isolated-site';
import type { RemoteFault, RemoteFile } from '../../support/remote-gate';
import { scaled } from '../../support/time-factor';

// ARCHITECTURE.md §2: whatever failed first, once the remote is back Retry shows its screen
// without a reload — a deploy of one remote must not leave the people on the site stuck.

const FILES: RemoteFile[] = ['manifest', 'entry', 'chunk'];
const FAULTS: RemoteFault[] = ['refused', 'hung', '5xx'];
const WHAT: Record<RemoteFile, string> = { manifest: 'its manifest', entry: 'its entry', chunk: "its screen's chunk" };
const HOW: Record<RemoteFault, string> = { refused: 'was refused', hung: 'hung', '5xx': 'answered 503' };

let site: IsolatedSite;

test.beforeEach(async () => {
  site = await IsolatedSite.start();
});

test.afterEach(async () => {
  await site.stop();
});

/** Milliseconds from the Retry click to the landing's heading in the page, measured by the page itself. */
async function retryUntilLanding(page: Page): Promise<number> {
  await page.evaluate(() => {
    const timing = window as unknown as { retryClickedAt?: number; landingShownAt?: Promise<number> };
    document.addEventListener('click', () => (timing.retryClickedAt ??= performance.now()), { capture: true, once: true });
    timing.landingShownAt = new Promise((resolve) => {
      const shown = () => Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent === 'Welcome to Atelier');
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible();
  return page.evaluate(async () => {
    const timing = window as unknown as { retryClickedAt: number; landingShownAt: Promise<number> };
    return (await timing.landingShownAt) - timing.retryClickedAt;
  });
}

for (const file of FILES) {
  for (const fault of FAULTS) {
    test(`Retry recovers without a reload after ${WHAT[file]} ${HOW[fault]}`, async ({ page }) => {
      const registered: string[] = [];
      page.on('console', (message) => {
        if (/already registered/i.test(message.text())) registered.push(message.text());
      });
      await site.breakRemote(file, fault);

      await page.goto(`${site.url}/`);
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
      if (fault === 'hung') await site.remoteHolding();
      // A hung file shows the fallback once the shell's remote timeout (remote-timeouts.ts) has passed.
      await expect(page.getByRole('heading', { name: 'Chat is unavailable' })).toBeVisible({ timeout: fault === 'hung' ? scaled(15_000) : undefined });

      await site.startRemote();
      const ms = await retryUntilLanding(page);
      console.log(`[remote retry] ${file} ${fault}: Retry → landing in ${ms.toFixed(0)} ms`);

      // The screen's own styles came too (a failed stylesheet link left behind would pass for loaded).
      await expect(page.locator('.landing')).toHaveCSS('display', 'grid');
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
      expect(registered).toEqual([]);
    });
  }
}
