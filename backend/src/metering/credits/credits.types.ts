import type { CreditEndpoint } from './credit-costs';
import type { CreditCurrency, CreditTier } from './credit-plans';

/** A charge request: what `POST /api/v1/consume` takes, and what a generation charges itself with. */
export interface ConsumeRequest {
  endpoint: CreditEndpoint;
  source: string;
  /** Flat: which feature, and its copy type or visual style. */
  meta: Readonly<Record<string, string>>;
}

/** The answer of a charge as first given; a replay under the same key returns it again, with the charge's status now. */
export interface ChargeAnswer {
  id: string;
  /** `held` when made; a replay reports `captured` or `released` (refunded) once that happened. */
  status: ChargeStatus;
  endpoint: CreditEndpoint;
  currency: CreditCurrency;
  cost: number;
  /** Balances right after the hold. */
  rc: number;
  sc: number;
  tier: CreditTier;
  /** A hold no generation claims by then is refunded. */
  hold_expires_at: string;
  created_at: string;
}

export interface ConsumeResult {
  answer: ChargeAnswer;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

export const CHARGE_STATUSES = ['held', 'captured', 'released'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** What a generation finds when it claims the hold it runs under. */
export type ClaimOutcome = 'claimed' | 'in-progress' | 'captured' | 'released';

export interface GrantView {
  id: string;
  currency: CreditCurrency;
  amount: number;
  /** Left of it now, the oldest grant spent first. */
  remaining: number;
  cycle: number;
  grantedAt: Date;
}

export interface CreditsView {
  tier: CreditTier;
  rc: number;
  sc: number;
  /** On hold for generations running now; refunded if they fail. */
  heldRc: number;
  heldSc: number;
  cycleStartedAt: Date;
  nextGrantAt: Date;
  grants: GrantView[];
}

export interface LedgerEntry {
  id: string;
  kind: 'grant' | 'charge' | 'refund' | 'expiry';
  currency: CreditCurrency;
  amount: number;
  balanceAfter: number;
  status: ChargeStatus | null;
  endpoint: CreditEndpoint | null;
  meta: Record<string, string> | null;
  chargeId: string | null;
  cycle: number | null;
  createdAt: Date;
}
