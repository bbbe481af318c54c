import { expect, test } from '../../support/landing-test';
import { IntegrationsPage } from '../../support/integrations-page';

/** Spec 001 §9: tokens/1000 × 0.002 + 0.02 per image + 0.2 per video, two decimals. */
const estimate = (tokens: number, images: number, videos: number) => `$${((tokens * 2 + images * 20_000 + videos * 200_000) / 1_000_000).toFixed(2)}`;

test.describe('integrations page, signed out', () => {
  test('pitches the API and sends the theme button to /downloads', async ({ page }) => {
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await expect(integrations.heroHeading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is an API?' })).toBeVisible();
    await expect(page.getByText(/photos in about 5 seconds and videos in about 30 seconds/)).toBeVisible();
    await expect(page.getByText('Is there a free tier?')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);

    await page.getByRole('button', { name: 'Download WordPress Theme' }).click();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(page.getByRole('heading', { name: 'Try the Live Demo First!' })).toBeVisible();
  });

  test('the estimator follows its sliders', async ({ page }) => {
    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    await expect(integrations.slider('Text tokens')).toHaveValue('1000');
    await expect(integrations.slider('Images')).toHaveValue('10');
    await expect(integrations.slider('Videos')).toHaveValue('2');
    await expect(integrations.estimate).toHaveText(estimate(1000, 10, 2));

    for (const name of ['Text tokens', 'Images', 'Videos'] as const) await integrations.slider(name).press('End');
    await expect(integrations.slider('Text tokens')).toHaveValue('10000');
    await expect(integrations.slider('Images')).toHaveValue('100');
    await expect(integrations.slider('Videos')).toHaveValue('50');
    await expect(integrations.estimate).toHaveText('$12.02');

    for (const name of ['Text tokens', 'Images', 'Videos'] as const) await integrations.slider(name).press('Home');
    await expect(integrations.estimate).toHaveText('$0.00');

    for (let step = 0; step < 25; step++) await integrations.slider('Text tokens').press('ArrowRight');
    await integrations.slider('Images').press('ArrowRight');
    await integrations.slider('Videos').press('ArrowRight');
    await expect(integrations.slider('Text tokens')).toHaveValue('2500');
    await expect(integrations.estimate).toHaveText(estimate(2500, 1, 1));
  });

  test("shows the server's plans in whole dollars, each opening the auth modal", async ({ page, request }) => {
    const answer = await request.get('/api/integrations/plans');
    expect(answer.status(), await answer.text()).toBe(200);
    const plans: { name: string; price_monthly: number }[] = await answer.json();
    expect(plans.length).toBeGreaterThan(0);

    const integrations = new IntegrationsPage(page);
    await integrations.goto();
    for (const plan of plans) {
      const card = page.getByRole('listitem', { name: plan.name, exact: true });
      await expect(card).toContainText(`$${Math.round(plan.price_monthly / 100)}/month`);
    }
    await page.getByRole('listitem', { name: plans[0].name, exact: true }).getByRole('button', { name: 'Get Started' }).click();
    await expect(integrations.authTitle('Unlock Your API Keys')).toBeVisible();
  });
});
