import { sessionWithPro } from '../../support/auth';
import { AxeAudit } from '../../support/axe-audit';
import { BuildStudioPage } from '../../support/build-studio-page';
import { IntegrationsPage } from '../../support/integrations-page';
import { expect, test } from '../../support/landing-test';
import type { Page } from '@playwright/test';
import { scaled } from '../../support/time-factor';

/** Spec 000 §2's route table, each with the h1 that shows its screen (and remote) has rendered. */
const ROUTES: { path: string; heading: RegExp | string }[] = [
  { path: '/', heading: 'Welcome to Atelier' },
  { path: '/chat', heading: /^Welcome/ },
  { path: '/about', heading: /Atelier/ },
  { path: '/pricing', heading: /pricing|plan/i },
  { path: '/downloads', heading: /download/i },
  { path: '/integrations', heading: /Bring AI into any website|Integrations/ },
  { path: '/studios', heading: /studio/i },
  { path: '/build-studio', heading: 'Build Studio' },
  { path: '/movie-studio', heading: 'Movie Studio' },
  { path: '/music-studio', heading: 'Music Studio' },
  { path: '/marketing-studio', heading: 'Marketing Studio' },
  { path: '/academy', heading: /academy|coming soon/i },
  // Signed out, the guard shows the Login screen here.
  { path: '/account', heading: /Welcome Back|My Account/ },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/demo', heading: 'Demo' },
];

/** The routes whose screen changes once signed in (the rest are the same page for everyone). */
const SIGNED_IN = ['/chat', '/account', '/integrations', '/build-studio', '/movie-studio', '/music-studio', '/marketing-studio'];

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function visit(page: Page, path: string): Promise<void> {
  const route = ROUTES.find((candidate) => candidate.path === path)!;
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  // A remote's first load fetches many chunks: on a busy 2-core machine that outlasts the default wait.
  await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeAttached({ timeout: scaled(20_000) });
  if (path === '/build-studio') await new BuildStudioPage(page).goto();
}

/** Opens a dialog with `open`, scans the page with it shown, and closes it with Escape. */
async function scanDialog(page: Page, audit: AxeAudit, name: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await audit.scan(page, `${page.url().replace(/^https?:\/\/[^/]+/, '')} + dialog "${name}"`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// Scans after transitions end: a half-faded dialog would be measured at a contrast nobody reads it at.
test.use({ reducedMotion: 'reduce' });

// One test per state visits every screen in a loop (cheaper than a test per route); at 5–20 s per scan on a busy
// 2-core machine that is a few minutes, so each gets a ceiling well above it (it still waits on events only).
test.describe('accessibility (axe-core): 0 critical and 0 serious violations', () => {
  test('every route and the visitor dialogs, signed out', async ({ page }, testInfo) => {
    test.setTimeout(scaled(420_000));
    const audit = new AxeAudit(testInfo);
    // Each dialog is scanned on its route's visit, so a screen loads once per state.
    const dialogs: Record<string, () => Promise<void>> = {
      '/': () => scanDialog(page, audit, 'Attach File', () => page.getByRole('button', { name: 'Attach file' }).click()),
      '/pricing': async () => {
        if (phone(page)) await scanDialog(page, audit, 'Menu', () => page.getByRole('navigation', { name: 'Dock' }).getByRole('button', { name: 'Menu' }).click());
      },
      '/integrations': () => scanDialog(page, audit, 'Unlock Your API Keys', () => new IntegrationsPage(page).openAuthModal()),
    };
    for (const { path } of ROUTES) {
      await visit(page, path);
      await audit.scan(page, path);
      await dialogs[path]?.();
    }
    await audit.finish();
  });

  test('the signed-in screens and each studio’s main dialogs', async ({ page, request }, testInfo) => {
    test.setTimeout(scaled(420_000));
    const audit = new AxeAudit(testInfo);
    await sessionWithPro(page, request, 'axe');
    // Each dialog and state is scanned on its route's visit, so a screen loads once per state.
    const states: Record<string, () => Promise<void>> = {
      '/chat': async () => {
        if (phone(page)) await scanDialog(page, audit, 'Menu', () => page.getByRole('navigation', { name: 'Dock' }).getByRole('button', { name: 'Menu' }).click());
      },
      '/account': async () => {
        await page.getByRole('tab', { name: 'Danger Zone' }).click();
        await scanDialog(page, audit, 'Confirm Account Deletion', () => page.getByRole('button', { name: 'Delete My Account' }).click());
      },
      '/integrations': async () => {
        const integrations = new IntegrationsPage(page);
        await integrations.createKeyButton.click();
        const label = page.getByRole('dialog', { name: 'Create API key' });
        await label.getByRole('textbox').fill('axe');
        await audit.scan(page, '/integrations + dialog "Create API key"');
        await label.getByRole('button', { name: 'Create', exact: true }).click();
        await expect(integrations.newKeyDialog).toBeVisible();
        await audit.scan(page, '/integrations + dialog "Your new API key"');
        await integrations.newKeyDialog.getByRole('button', { name: 'Done' }).click();
        await expect(integrations.newKeyDialog).toHaveCount(0);
        await audit.scan(page, '/integrations (with a key)');
      },
      '/marketing-studio': async () => {
        // A conversation in the Chat Engineer: its "You" label on the accent and a log that can grow past its height.
        const chat = page.getByRole('complementary', { name: 'Chat Engineer' });
        await chat.getByRole('textbox', { name: 'Message the Chat Engineer' }).fill('Give me three headlines for a spring candle sale');
        await chat.getByRole('button', { name: 'Send' }).click();
        const log = chat.getByRole('log', { name: 'Chat Engineer conversation' });
        await expect(log.getByText('You', { exact: true })).toBeVisible();
        await expect(log.getByText('Chat Engineer', { exact: true })).toBeVisible();
        await expect(log.getByRole('status')).toHaveCount(0, { timeout: scaled(20_000) });
        await audit.scan(page, '/marketing-studio (a Chat Engineer conversation)');
        await scanDialog(page, audit, 'Brand kit', () => page.getByRole('button', { name: 'Brand kit', exact: true }).click());
        await scanDialog(page, audit, 'Credits and usage', async () => {
          await page.getByRole('button', { name: 'Usage', exact: true }).click();
          await expect(page.getByRole('dialog', { name: 'Credits and usage' }).getByRole('table')).toBeVisible();
        });
      },
      '/movie-studio': () => scanDialog(page, audit, 'Add Character', () => page.getByRole('button', { name: 'Add Character', exact: true }).click()),
      '/build-studio': async () => {
        const build = new BuildStudioPage(page);
        await scanDialog(page, audit, 'Choose Project Type', () => build.headerButton('New').click());
        await scanDialog(page, audit, 'Your Projects', async () => void (await build.openProjects()));
      },
    };
    for (const path of SIGNED_IN) {
      await visit(page, path);
      await audit.scan(page, `${path} (signed in)`);
      await states[path]?.();
    }
    await audit.finish();
  });
});
