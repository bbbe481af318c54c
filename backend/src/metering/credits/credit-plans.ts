/**
 * Marketing Studio plans (spec 001 §9) and what each grants per monthly cycle. RC pays for text (copy and
 * Chat Engineer replies), SC for visuals (images). Defined once here and served by the API.
 */
export const CREDIT_TIERS = ['free', 'creator', 'pro', 'elite'] as const;
export type CreditTier = (typeof CREDIT_TIERS)[number];

export const CREDIT_CURRENCIES = ['RC', 'SC'] as const;
export type CreditCurrency = (typeof CREDIT_CURRENCIES)[number];

/** What each currency pays for, for the API docs and the screen. */
export const CURRENCY_MEANINGS: Readonly<Record<CreditCurrency, string>> = {
  RC: 'RC pays for text: copy and Chat Engineer replies',
  SC: 'SC pays for visuals: images',
};

/** Unused credits roll over, but a balance never exceeds this many monthly allocations. */
export const ROLLOVER_MULTIPLIER = 2;

export interface CreditPlan {
  id: CreditTier;
  name: string;
  /** As shown: '$0', '$29'… */
  price: string;
  /** As spec 001 §9's table shows it beside the price: 'forever', 'per month', or nothing (Pro, Elite). */
  period: string;
  rc: number;
  sc: number;
  features: string[];
  cta: string;
  popular: boolean;
  /** Elite: the button talks to sales rather than upgrading in place. */
  contactSales: boolean;
}

const number = (value: number) => value.toLocaleString('en-US');

function plan(id: CreditTier, name: string, price: string, period: string, rc: number, sc: number, extra: string, cta: string): CreditPlan {
  return {
    id,
    name,
    price,
    period,
    rc,
    sc,
    features: [
      `${number(rc)} RC for copy every month`,
      `${number(sc)} SC for visuals every month`,
      `Unused credits roll over, up to ${number(rc * ROLLOVER_MULTIPLIER)} RC and ${number(sc * ROLLOVER_MULTIPLIER)} SC`,
      extra,
    ],
    cta,
    popular: id === 'creator',
    contactSales: id === 'elite',
  };
}

export const CREDIT_PLANS: readonly CreditPlan[] = [
  plan('free', 'Free', '$0', 'forever', 10, 5, 'Every copy type and visual style', 'Get started'),
  plan('creator', 'Creator', '$29', 'per month', 500, 100, 'Brand kit used by every generator', 'Upgrade to Creator'),
  plan('pro', 'Pro', '$99', '', 2000, 500, 'For teams running several campaigns', 'Upgrade to Pro'),
  plan('elite', 'Elite', '$299', '', 10000, 2500, 'Volume for agencies, with a contact in sales', 'Contact sales'),
];

export function creditPlan(tier: CreditTier): CreditPlan {
  const found = CREDIT_PLANS.find((candidate) => candidate.id === tier);
  if (!found) throw new Error(`unknown credit tier ${tier}`);
  return found;
}

/** Credits granted at the start of each cycle. */
export function allocationOf(tier: CreditTier, currency: CreditCurrency): number {
  const { rc, sc } = creditPlan(tier);
  return currency === 'RC' ? rc : sc;
}

/** The most a balance (credits on hold included) may hold after a grant. */
export function rolloverCapOf(tier: CreditTier, currency: CreditCurrency): number {
  return allocationOf(tier, currency) * ROLLOVER_MULTIPLIER;
}
