import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, createAccount, signIn, signInWithPro, uniqueEmail } from '../../support/auth';
import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';
import { MarketingStudioPage } from '../../support/marketing-studio-page';
import { MovieStudioPage } from '../../support/movie-studio-page';
import { MusicStudioPage } from '../../support/music-studio-page';

/** Logs out from the Account screen, as a person would. */
async function signOut(page: Page): Promise<void> {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

/** Every localStorage key and value of this browser, as one text. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() => Object.entries(localStorage).map(([key, value]) => `${key}=${value}`).join('\n'));
}

/** The ids of an account's work, as its API lists them. */
async function listed(request: APIRequestContext, account: Account, path: string, field: string): Promise<string[]> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Record<string, Array<Record<string, string>>>;
  return Object.values(body)[0].map((item) => item[field]);
}

/** After A signs out, nothing in this browser's storage names A or A's work. */
async function expectNothingOf(page: Page, account: Account, ids: string[]): Promise<void> {
  expect(ids.length).toBeGreaterThan(0);
  const stored = await storedText(page);
  for (const id of [account.user.id, ...ids]) expect(stored).not.toContain(id);
}

/**
 * Two accounts, one after the other, in one browser (identity/ownership, runtime OwnerScope): after A
 * signs out and B signs in, no studio shows A's open work, and B's own saves succeed.
 */
test.describe('One browser, two accounts', () => {
  test("Build Studio opens none of A's project for B, and B's Save is B's", async ({ page, request }) => {
    test.slow();
    const studio = new BuildStudioPage(page);
    await signIn(page, await createAccount(request, { email: uniqueEmail('owner-a') }));
    await studio.goto();
    await studio.chooseType('Static Website');
    await studio.rename('Alpha private shop');
    await studio.save();
    await signOut(page);

    await signIn(page, await createAccount(request, { email: uniqueEmail('owner-b') }));
    await studio.goto();
    await expect(page.getByText('Alpha private shop')).toHaveCount(0);
    await studio.rename('Bravo shop');
    await studio.save();
    const projects = await studio.openProjects();
    await expect(projects.getByRole('button', { name: /^Bravo shop/ })).toBeVisible();
    await expect(projects.getByRole('button', { name: /^Alpha private shop/ })).toHaveCount(0);
  });

  test("Movie Studio opens none of A's movie for B, and B's details save", async ({ page, request }) => {
    test.slow();
    const studio = new MovieStudioPage(page);
    const a = await createAccount(request, { email: uniqueEmail('owner-a') });
    await signIn(page, a);
    await studio.goto();
    await studio.setTitle('Alpha private film');
    await signOut(page);
    await expectNothingOf(page, a, await listed(request, a, '/api/movie/projects', 'project_id'));

    await signIn(page, await createAccount(request, { email: uniqueEmail('owner-b') }));
    await studio.goto();
    await expect(page.getByLabel('Title')).not.toHaveValue('Alpha private film');
    await expect(page.getByText('Alpha private film')).toHaveCount(0);
    await studio.setTitle('Bravo film');
  });

  test("Music Studio opens none of A's song for B, and B creates its own", async ({ page, request }) => {
    test.slow();
    const studio = new MusicStudioPage(page);
    const steps = page.getByRole('tablist', { name: 'Music Studio steps' }).getByRole('tab');
    const a = await signInWithPro(page, request, 'owner-a');
    await studio.goto();
    await studio.createProject({ genre: 'Electronic' });
    await signOut(page);
    await expectNothingOf(page, a, await listed(request, a, '/api/music/projects', 'id'));

    await signInWithPro(page, request, 'owner-b');
    await studio.goto();
    await expect(steps).toHaveText(['Create']);
    await studio.createProject({ genre: 'Jazz' });
  });

  test("Marketing Studio shows none of A's artifacts to B", async ({ page, request }) => {
    test.slow();
    const studio = new MarketingStudioPage(page);
    await signIn(page, await createAccount(request, { email: uniqueEmail('owner-a') }));
    await studio.goto();
    await studio.generate('Quick Create', 'Alpha private roastery');
    await expect(studio.artifacts.filter({ hasText: 'Alpha private roastery' })).toHaveCount(1);
    await signOut(page);

    await signIn(page, await createAccount(request, { email: uniqueEmail('owner-b') }));
    await studio.goto();
    await studio.generate('Quick Create', 'Bravo bakery');
    await expect(studio.artifacts.filter({ hasText: 'Bravo bakery' })).toHaveCount(1);
    await expect(page.getByText('Alpha private roastery')).toHaveCount(0);
  });

  test("Chat shows none of A's conversation to B", async ({ page, request, landing }) => {
    test.slow();
    const a = await createAccount(request, { email: uniqueEmail('owner-a') });
    await signIn(page, a);
    await landing.goto('/chat');
    await landing.send('Alpha private plans');
    await landing.waitUntilIdle();
    await signOut(page);
    await expectNothingOf(page, a, await listed(request, a, '/api/chat/conversations?session_id=abc123xyz', 'id'));

    await signIn(page, await createAccount(request, { email: uniqueEmail('owner-b') }));
    await landing.goto('/chat');
    await expect(page.getByText('Alpha private plans')).toHaveCount(0);
    await landing.send('Bravo question');
    await landing.waitUntilIdle();
    await expect(landing.history.getByText('Bravo question')).toBeVisible();
    await expect(page.getByText('Alpha private plans')).toHaveCount(0);
  });
});
