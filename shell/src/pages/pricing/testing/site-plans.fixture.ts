import type { BillingResponseDto, SitePlanDto, SitePlansResponseDto } from '@atelier/api-types';

/** GET /api/billing/plans as the backend answers it (backend/src/metering/plans/site-plans.ts). */
const FREE: SitePlanDto = {
  id: 'free',
  name: 'Free',
  description: 'Try every creative tool at a gentle daily pace.',
  price: { monthly: 0, yearly: 0 },
  features: ['10 chat messages per day', '5 photo generations per day', '2 video generations per day', 'Basic code generation', 'Community support'],
  cta: 'Get Started',
  highlighted: false,
  badge: null,
  trial: false,
  entitlements: { daily: { chat: 10, photo: 5, video: 2 }, music_studio: false, export_max_height: 720, code_generation: 'basic', app_deployments: 0, api_access: false },
};

const PRO: SitePlanDto = {
  id: 'pro',
  name: 'Pro',
  description: 'For creators who publish every week.',
  price: { monthly: 20, yearly: 200 },
  features: [
    'Unlimited chat',
    '100 photos per day',
    '25 videos per day',
    'Advanced code generation',
    '1 app deployment',
    'Priority support',
    'Music Studio access',
    'HD exports',
  ],
  cta: 'Start Pro Trial',
  highlighted: true,
  badge: 'Most Popular',
  trial: true,
  entitlements: { daily: { chat: null, photo: 100, video: 25 }, music_studio: true, export_max_height: 1080, code_generation: 'advanced', app_deployments: 1, api_access: false },
};

const STUDIO: SitePlanDto = {
  id: 'studio',
  name: 'Studio',
  description: 'For teams and professionals shipping at scale.',
  price: { monthly: 100, yearly: 1000 },
  features: [
    'Everything in Pro',
    'Unlimited generations',
    '5 app deployments',
    'Team collaboration',
    'Custom AI models',
    'API access',
    'White-label options',
    'Dedicated support',
    '4K exports',
  ],
  cta: 'Start Studio Trial',
  highlighted: false,
  badge: null,
  trial: true,
  entitlements: { daily: { chat: null, photo: null, video: null }, music_studio: true, export_max_height: 2160, code_generation: 'advanced', app_deployments: 5, api_access: true },
};

export const SITE_PLANS: SitePlansResponseDto = {
  plans: [FREE, PRO, STUDIO],
  yearly_saving_label: 'Save 17%',
  free_trial_note: 'All plans include a 14-day free trial. No credit card required.',
  trial_days: 14,
};

export const PAYMENT = {
  available: false,
  message: 'Online payments are not available yet, so nothing is ever charged. Trials need no credit card.',
};

/** GET /api/billing for an account on `plan` (a Pro trial when `trialEndsAt` is given). */
export function billingView(overrides: Partial<BillingResponseDto> = {}): BillingResponseDto {
  const plan = overrides.plan ?? 'free';
  const details = SITE_PLANS.plans.find((candidate) => candidate.id === plan)!;
  return {
    plan,
    base_plan: 'free',
    plan_details: details,
    trial: null,
    entitlements: details.entitlements,
    usage: {
      chat: { used: 3, limit: details.entitlements.daily.chat },
      photo: { used: 1, limit: details.entitlements.daily.photo },
      video: { used: 0, limit: details.entitlements.daily.video },
      resets_at: '2026-03-11T00:00:00.000Z',
    },
    payment: PAYMENT,
    ...overrides,
  };
}
