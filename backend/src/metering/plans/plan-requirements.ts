import type { UserPlan } from '../../identity/identity.constants';
import { type Entitlements, SITE_PLANS, type SitePlan, TRIAL_DAYS, sitePlan } from './site-plans';

/**
 * What a studio may ask of a plan. Each names a line of the pricing page, so a refusal can say which
 * plan includes it: 'Music Studio access', 'HD exports' / '4K exports', 'API access', app deployments.
 */
export type PlanRequirement =
  | { kind: 'musicStudio' }
  | { kind: 'apiAccess' }
  | { kind: 'advancedCode' }
  | { kind: 'exportHeight'; height: number }
  | { kind: 'appDeployments'; count: number };

/** Short names of the simple requirements, for `EntitlementsService.require(user, 'musicStudio')`. */
export type NamedRequirement = 'musicStudio' | 'apiAccess' | 'advancedCode';

export function isMet(entitlements: Entitlements, requirement: PlanRequirement): boolean {
  switch (requirement.kind) {
    case 'musicStudio':
      return entitlements.musicStudio;
    case 'apiAccess':
      return entitlements.apiAccess;
    case 'advancedCode':
      return entitlements.codeGeneration === 'advanced';
    case 'exportHeight':
      return requirement.height <= entitlements.exportMaxHeight;
    case 'appDeployments':
      return requirement.count <= entitlements.appDeployments;
  }
}

/** The cheapest plan that meets the requirement; null when none does (e.g. an 8K export). */
export function lowestPlanMeeting(requirement: PlanRequirement): SitePlan | null {
  return SITE_PLANS.find((plan) => isMet(plan.entitlements, requirement)) ?? null;
}

function describe(requirement: PlanRequirement): string {
  switch (requirement.kind) {
    case 'musicStudio':
      return 'Music Studio access';
    case 'apiAccess':
      return 'API access';
    case 'advancedCode':
      return 'Advanced code generation';
    case 'exportHeight':
      if (requirement.height <= 1080) return 'HD exports';
      return requirement.height <= 2160 ? '4K exports' : `${requirement.height}p exports`;
    case 'appDeployments':
      return requirement.count === 1 ? '1 app deployment' : `${requirement.count} app deployments`;
  }
}

/**
 * The refusal text: what is missing, which plan includes it, and how to get it without paying (a trial,
 * when the account can still start one of that plan; the caller knows, so it says).
 */
export function planRequiredMessage(requirement: PlanRequirement, current: UserPlan, trialAvailable: boolean): string {
  const what = describe(requirement);
  const plan = lowestPlanMeeting(requirement);
  if (!plan) return `No plan includes ${what}.`;
  const needs = `The ${plan.name} plan includes ${what}; your account is on ${sitePlan(current).name}.`;
  return trialAvailable && plan.trial
    ? `${needs} Start a free ${TRIAL_DAYS}-day ${plan.name} trial on the Pricing page.`
    : `${needs} Paid plans cannot be bought online yet.`;
}
