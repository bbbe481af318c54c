import type { UserPlan } from '../../identity/identity.constants';

/** What a plan lets an account do; the metering module and the studios enforce these, nothing else. */
export interface Entitlements {
  /** Uses per UTC day; null = unlimited (still counted). */
  daily: { chat: number | null; photo: number | null; video: number | null };
  /** 'Music Studio access' (Pro and up). */
  musicStudio: boolean;
  /** Tallest export a studio renders: 720 (Free), 1080 'HD exports' (Pro), 2160 '4K exports' (Studio). */
  exportMaxHeight: 720 | 1080 | 2160;
  codeGeneration: 'basic' | 'advanced';
  /** Build Studio generations per UTC day ('Basic' / 'Advanced code generation'); null = unlimited (still counted). */
  codeGenerationsPerDay: number | null;
  appDeployments: number;
  apiAccess: boolean;
}

/** A plan of the pricing page (spec 000 §9): texts and whole-dollar prices exactly as the spec gives them. */
export interface SitePlan {
  id: UserPlan;
  name: string;
  description: string;
  price: { monthly: number; yearly: number };
  features: readonly string[];
  /** Call to action for someone not on this plan yet. */
  cta: string;
  highlighted: boolean;
  badge: string | null;
  /** Whether a 14-day trial of this plan can be started. */
  trial: boolean;
  entitlements: Entitlements;
}

export const TRIAL_DAYS = 14;
export const YEARLY_SAVING_LABEL = 'Save 17%';
export const FREE_TRIAL_NOTE = 'All plans include a 14-day free trial. No credit card required.';

export const SITE_PLANS: readonly SitePlan[] = [
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
    cta: 'Get Started',
    highlighted: false,
    badge: null,
    trial: false,
    entitlements: {
      daily: { chat: 10, photo: 5, video: 2 },
      musicStudio: false,
      exportMaxHeight: 720,
      codeGeneration: 'basic',
      codeGenerationsPerDay: 20,
      appDeployments: 0,
      apiAccess: false,
    },
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
    cta: 'Start Pro Trial',
    highlighted: true,
    badge: 'Most Popular',
    trial: true,
    entitlements: {
      daily: { chat: null, photo: 100, video: 25 },
      musicStudio: true,
      exportMaxHeight: 1080,
      codeGeneration: 'advanced',
      codeGenerationsPerDay: 200,
      appDeployments: 1,
      apiAccess: false,
    },
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
    cta: 'Start Studio Trial',
    highlighted: false,
    badge: null,
    trial: true,
    entitlements: {
      daily: { chat: null, photo: null, video: null },
      musicStudio: true,
      exportMaxHeight: 2160,
      codeGeneration: 'advanced',
      codeGenerationsPerDay: null,
      appDeployments: 5,
      apiAccess: true,
    },
  },
];

const RANK: Readonly<Record<UserPlan, number>> = { free: 0, pro: 1, studio: 2 };

export function sitePlan(id: UserPlan): SitePlan {
  const plan = SITE_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** The account's plan as of `now`: a running trial of a higher plan counts; an ended one does not. */
export function effectivePlan(
  account: { plan: UserPlan; trialPlan: UserPlan | null; trialEndsAt: Date | null },
  now = new Date(),
): UserPlan {
  const { trialPlan, trialEndsAt } = account;
  if (!trialPlan || !trialEndsAt || trialEndsAt.getTime() <= now.getTime()) return account.plan;
  return RANK[trialPlan] > RANK[account.plan] ? trialPlan : account.plan;
}

export function planRank(plan: UserPlan): number {
  return RANK[plan];
}
