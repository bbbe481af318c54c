/** Pure pricing logic; the plans themselves come from GET /api/billing/plans (see api/get-site-plans.ts). */
import type { SitePlanDto } from '@atelier/api-types';

export type BillingPeriod = 'monthly' | 'yearly';

export interface PriceView {
  /** Whole dollars per month to show large. */
  amount: number;
  /** Always per month: the yearly view shows the monthly equivalent. */
  unit: '/month';
  /** 'Billed $X/year' under a yearly price; null when nothing is billed (monthly view, free plan). */
  billedLine: string | null;
}

/** What a plan card shows for a billing period; yearly = floor(yearly price / 12) (spec 000 §9). */
export function priceView(plan: Pick<SitePlanDto, 'price'>, period: BillingPeriod): PriceView {
  if (period === 'monthly') return { amount: plan.price.monthly, unit: '/month', billedLine: null };
  const yearly = plan.price.yearly;
  return {
    amount: Math.floor(yearly / 12),
    unit: '/month',
    billedLine: yearly > 0 ? `Billed $${yearly}/year` : null,
  };
}
