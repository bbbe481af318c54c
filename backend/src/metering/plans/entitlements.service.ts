import { Injectable } from '@nestjs/common';
import type { UserPlan } from '../../identity/identity.constants';
import { EntitlementException } from './entitlements.errors';
import { type NamedRequirement, type PlanRequirement, isMet, lowestPlanMeeting, planRequiredMessage } from './plan-requirements';
import { type Entitlements, effectivePlan, sitePlan } from './site-plans';
import { type TrialAccount, trialRefusal } from './trial-rules';

/**
 * What an account may do right now: its plan's entitlements, a running trial of a higher plan
 * included. Studios ask here (`require(user, 'musicStudio')`) instead of comparing plan names, so a
 * plan's allowances live in one place (site-plans.ts).
 */
@Injectable()
export class EntitlementsService {
  planOf(account: TrialAccount, now = new Date()): UserPlan {
    return effectivePlan(account, now);
  }

  entitlementsOf(account: TrialAccount, now = new Date()): Entitlements {
    return sitePlan(this.planOf(account, now)).entitlements;
  }

  /**
   * The entitlements in effect, or 403 PLAN_REQUIRED naming the plan that includes `requirement` (and
   * offering its trial when the account can still start one).
   */
  require(account: TrialAccount, requirement: NamedRequirement | PlanRequirement, now = new Date()): Entitlements {
    const wanted: PlanRequirement = typeof requirement === 'string' ? { kind: requirement } : requirement;
    const entitlements = this.entitlementsOf(account, now);
    if (isMet(entitlements, wanted)) return entitlements;
    const plan = lowestPlanMeeting(wanted);
    const trialAvailable = !!plan && trialRefusal(account, plan.id, now) === null;
    throw EntitlementException.planRequired(planRequiredMessage(wanted, this.planOf(account, now), trialAvailable));
  }
}
