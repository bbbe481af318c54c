import type { ArtifactDto, CreditsResponseDto, MarketingPlansResponseDto } from '@atelier/api-types';

const COSTS = { text: { currency: 'RC' as const, amount: 1 }, image: { currency: 'SC' as const, amount: 1 } };
const CURRENCIES = { RC: 'RC pays for text: copy and Chat Engineer replies', SC: 'SC pays for visuals: images' };

export const PLANS: MarketingPlansResponseDto = {
  plans: [
    { id: 'free', name: 'Free', price: '$0', period: 'forever', rc: 10, sc: 5, features: ['10 RC for copy every month'], cta: 'Get started', popular: false, contact_sales: false },
    { id: 'creator', name: 'Creator', price: '$29', period: 'per month', rc: 500, sc: 100, features: ['500 RC for copy every month'], cta: 'Upgrade to Creator', popular: true, contact_sales: false },
    { id: 'pro', name: 'Pro', price: '$99', period: '', rc: 2000, sc: 500, features: ['2,000 RC for copy every month'], cta: 'Upgrade to Pro', popular: false, contact_sales: false },
    { id: 'elite', name: 'Elite', price: '$299', period: '', rc: 10000, sc: 2500, features: ['10,000 RC for copy every month'], cta: 'Contact sales', popular: false, contact_sales: true },
  ],
  costs: COSTS,
  currencies: CURRENCIES,
  rollover_multiplier: 2,
};

export function credits(rc: number, sc: number): CreditsResponseDto {
  return {
    rc,
    sc,
    tier: 'free',
    held: { rc: 0, sc: 0 },
    allocation: { rc: 10, sc: 5 },
    rollover_cap: { rc: 20, sc: 10 },
    cycle_started_at: '2026-01-01T00:00:00.000Z',
    next_grant_at: '2026-02-01T00:00:00.000Z',
    grants: [],
    costs: COSTS,
    currencies: CURRENCIES,
  };
}

export const AD: ArtifactDto = {
  id: 'a1',
  kind: 'campaign_copy',
  input: 'Spring sale',
  copy_type: 'ad',
  style: null,
  output: [
    { type: 'text', label: 'Headline', content: 'Meet Glow Candles' },
    { type: 'text', label: 'Body', content: 'Made for busy parents.' },
    { type: 'text', label: 'Call to action', content: 'Shop now' },
  ],
  engine: { provider: 'local', model: 'atelier-templates', label: 'offline engine' },
  cost: { currency: 'RC', amount: 1 },
  charge_id: 'c1',
  created_at: '2026-01-05T10:00:00.000Z',
};
