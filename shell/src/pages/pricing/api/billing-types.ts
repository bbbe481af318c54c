import type { Plan } from '@atelier/runtime';

/**
 * The shapes `/api/billing*` answers (backend/src/modules/billing/dto): written once here for the
 * shell's Pricing and Account pages, which are their only readers.
 */
export type PlanId = Plan;
export type TrialPlanId = Exclude<PlanId, 'free'>;

export interface PlanEntitlements {
  /** Uses per UTC day; null means unlimited. */
  daily: { chat: number | null; photo: number | null; video: number | null };
  music_studio: boolean;
  export_max_height: number;
  code_generation: 'basic' | 'advanced';
  app_deployments: number;
  api_access: boolean;
}

export interface SitePlan {
  id: PlanId;
  name: string;
  description: string;
  /** Whole dollars. */
  price: { monthly: number; yearly: number };
  features: string[];
  /** Call to action for someone not on this plan yet. */
  cta: string;
  highlighted: boolean;
  /** Ribbon text on a highlighted plan. */
  badge: string | null;
  /** Whether a free trial of this plan can be started. */
  trial: boolean;
  entitlements: PlanEntitlements;
}

/** GET /api/billing/plans. */
export interface SitePlans {
  plans: SitePlan[];
  yearly_saving_label: string;
  free_trial_note: string;
  trial_days: number;
}

export interface BillingTrial {
  plan: PlanId;
  started_at: string | null;
  ends_at: string;
  active: boolean;
}

export interface UsageCount {
  used: number;
  /** Null: unlimited. */
  limit: number | null;
}

/** GET /api/billing and the answer of POST /api/billing/trial. */
export interface BillingView {
  /** In effect now: a running trial counts. */
  plan: PlanId;
  base_plan: PlanId;
  plan_details: SitePlan;
  trial: BillingTrial | null;
  entitlements: PlanEntitlements;
  usage: { chat: UsageCount; photo: UsageCount; video: UsageCount; resets_at: string };
  payment: { available: boolean; message: string };
}
