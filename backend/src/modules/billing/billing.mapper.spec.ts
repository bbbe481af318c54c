import type { User } from '../../identity/entities/user.entity';
import { mapBilling, mapPrices, mapSitePlans } from './billing.mapper';
import { PAYMENT_UNAVAILABLE_MESSAGE } from './billing.constants';

const NOW = new Date('2026-03-10T12:00:00Z');

function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'ada',
    passwordHash: null,
    avatarFile: null,
    plan: 'free',
    trialPlan: null,
    trialStartedAt: null,
    trialEndsAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

describe(mapSitePlans.name, () => {
  it('serves the pricing page exactly as spec 000 gives it', () => {
    const answer = mapSitePlans();

    expect(answer.yearly_saving_label).toBe('Save 17%');
    expect(answer.free_trial_note).toBe('All plans include a 14-day free trial. No credit card required.');
    expect(answer.trial_days).toBe(14);
    expect(answer.plans.map((plan) => [plan.id, plan.name, plan.price, plan.cta, plan.badge, plan.trial])).toEqual([
      ['free', 'Free', { monthly: 0, yearly: 0 }, 'Get Started', null, false],
      ['pro', 'Pro', { monthly: 20, yearly: 200 }, 'Start Pro Trial', 'Most Popular', true],
      ['studio', 'Studio', { monthly: 100, yearly: 1000 }, 'Start Studio Trial', null, true],
    ]);
    expect(answer.plans.map((plan) => plan.features.length)).toEqual([5, 8, 9]);
    expect(answer.plans[1].entitlements).toEqual({
      daily: { chat: null, photo: 100, video: 25 },
      music_studio: true,
      export_max_height: 1080,
      code_generation: 'advanced',
      app_deployments: 1,
      api_access: false,
    });
  });
});

describe(mapPrices.name, () => {
  it('gives the estimator and demo calculator prices of specs 000 and 001 §9', () => {
    expect(mapPrices()).toEqual({
      currency: 'USD',
      api: { per_1000_tokens: 0.002, per_image: 0.02, per_video: 0.2 },
      demo_calculator: { per_1000_tokens: 0.002, per_image: 0.04, per_video: 0.3, margin_percent: 70 },
      demo_daily_limits: { text: 20, photo: 5, video: 2 },
    });
  });
});

describe(mapBilling.name, () => {
  const readings = { 'daily.chat': { used: 3, held: 1 }, 'daily.photo': { used: 6, held: 0 } };

  it('shows a running trial as the plan in effect, with its limits and today’s usage', () => {
    const answer = mapBilling(
      user({ trialPlan: 'pro', trialStartedAt: NOW, trialEndsAt: new Date('2026-03-24T12:00:00Z') }),
      readings,
      NOW,
    );

    expect(answer).toMatchObject({
      plan: 'pro',
      base_plan: 'free',
      plan_details: { id: 'pro', name: 'Pro' },
      trial: { plan: 'pro', started_at: '2026-03-10T12:00:00.000Z', ends_at: '2026-03-24T12:00:00.000Z', active: true },
      usage: {
        chat: { used: 4, limit: null },
        photo: { used: 6, limit: 100 },
        video: { used: 0, limit: 25 },
        resets_at: '2026-03-11T00:00:00.000Z',
      },
      payment: { available: false, message: PAYMENT_UNAVAILABLE_MESSAGE },
    });
    expect(answer.entitlements.music_studio).toBe(true);
  });

  it('falls back to the base plan once the trial has ended, and keeps the ended trial visible', () => {
    const answer = mapBilling(user({ trialPlan: 'studio', trialStartedAt: null, trialEndsAt: NOW }), {}, NOW);

    expect(answer.plan).toBe('free');
    expect(answer.trial).toEqual({ plan: 'studio', started_at: null, ends_at: NOW.toISOString(), active: false });
    expect(answer.usage.photo).toEqual({ used: 0, limit: 5 });
    expect(answer.entitlements.music_studio).toBe(false);
  });
});
