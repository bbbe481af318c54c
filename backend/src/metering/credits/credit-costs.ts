import type { CreditCurrency } from './credit-plans';

/** What a charge pays for: `text` (copy, Chat Engineer replies) or `image` (visuals). */
export const CREDIT_ENDPOINTS = ['text', 'image'] as const;
export type CreditEndpoint = (typeof CREDIT_ENDPOINTS)[number];

export interface CreditCost {
  currency: CreditCurrency;
  amount: number;
}

/** The price of one generation per endpoint, defined once: the API serves it and the studio shows it before a run. */
export const CREDIT_COSTS: Readonly<Record<CreditEndpoint, CreditCost>> = {
  text: { currency: 'RC', amount: 1 },
  image: { currency: 'SC', amount: 1 },
};
