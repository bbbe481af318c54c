/** Pricing plans (spec 000 §9). Shared with billing: keep amounts and feature wording exact. */

export type PlanId = 'free' | 'pro' | 'studio';
export type BillingPeriod = 'monthly' | 'yearly';

export interface PricingPlan {
  id: PlanId;
  name: string;
  description: string;
  /** Whole dollars. */
  price: { monthly: number; yearly: number };
  features: readonly string[];
  cta: { label: string; to: string };
  highlighted: boolean;
  /** Ribbon text on a highlighted plan. */
  badge?: string;
}

export const YEARLY_SAVING_LABEL = 'Save 17%';
export const FREE_TRIAL_NOTE = 'All plans include a 14-day free trial. No credit card required.';
/** Every plan call to action and the contact link go to sign-in (spec 000 §2, §6). */
export const PLAN_CTA_TARGET = '/login';

export const PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try every creative tool at a gentle daily pace.',
    price: { monthly: 0, yearly: 0 },
    features: [
      '10 chat messages per day',
      '5 photo generations per day',
      '2 video generations per day',
      'Basic code generation',
      'Community support',
    ],
    cta: { label: 'Get Started', to: PLAN_CTA_TARGET },
    highlighted: false,
  },
  {
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
    cta: { label: 'Start Pro Trial', to: PLAN_CTA_TARGET },
    highlighted: true,
    badge: 'Most Popular',
  },
  {
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
    cta: { label: 'Start Studio Trial', to: PLAN_CTA_TARGET },
    highlighted: false,
  },
];

export function findPlan(id: PlanId): PricingPlan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

export interface PriceView {
  /** Whole dollars per month to show large. */
  amount: number;
  /** Always per month: the yearly view shows the monthly equivalent. */
  unit: '/month';
  /** 'Billed $X/year' under a yearly price; null when nothing is billed (monthly view, free plan). */
  billedLine: string | null;
}

/** What a plan card shows for a billing period; yearly = floor(yearly price / 12) (spec 000 §9). */
export function priceView(plan: Pick<PricingPlan, 'price'>, period: BillingPeriod): PriceView {
  if (period === 'monthly') return { amount: plan.price.monthly, unit: '/month', billedLine: null };
  const yearly = plan.price.yearly;
  return {
    amount: Math.floor(yearly / 12),
    unit: '/month',
    billedLine: yearly > 0 ? `Billed $${yearly}/year` : null,
  };
}
