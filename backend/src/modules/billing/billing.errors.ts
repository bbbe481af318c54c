import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import type { UserPlan } from '../../identity/identity.constants';
import { sitePlan } from '../../metering/plans/site-plans';
import type { TrialAccount, TrialRefusal } from '../../metering/plans/trial-rules';

export enum BillingErrorCode {
  PLAN_ALREADY_INCLUDED = 'PLAN_ALREADY_INCLUDED',
  TRIAL_ALREADY_ACTIVE = 'TRIAL_ALREADY_ACTIVE',
  TRIAL_ALREADY_USED = 'TRIAL_ALREADY_USED',
  TRIAL_UNAVAILABLE = 'TRIAL_UNAVAILABLE',
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const nameOf = (plan: UserPlan) => sitePlan(plan).name;

export class BillingException extends AppException<BillingErrorCode> {
  /** Every refusal is a 409: the request is well-formed, the account's state says no. */
  static trialRefused(refusal: TrialRefusal, wanted: UserPlan, account: TrialAccount): BillingException {
    const ends = account.trialEndsAt ? LONG_DATE.format(account.trialEndsAt) : '';
    const trialName = account.trialPlan ? nameOf(account.trialPlan) : '';
    switch (refusal) {
      case 'included':
        return new BillingException(
          BillingErrorCode.PLAN_ALREADY_INCLUDED,
          account.plan === wanted
            ? `Your account is already on the ${nameOf(wanted)} plan.`
            : `Your ${nameOf(account.plan)} plan already includes everything in ${nameOf(wanted)}.`,
          HttpStatus.CONFLICT,
        );
      case 'active':
        return new BillingException(
          BillingErrorCode.TRIAL_ALREADY_ACTIVE,
          account.trialPlan === wanted
            ? `Your ${trialName} trial is already running, until ${ends}.`
            : `Your ${trialName} trial already includes ${nameOf(wanted)}; it runs until ${ends}.`,
          HttpStatus.CONFLICT,
        );
      case 'used':
        return new BillingException(
          BillingErrorCode.TRIAL_ALREADY_USED,
          `Your ${trialName} trial ended on ${ends}. Each account gets one free trial, and paid plans cannot be bought online yet.`,
          HttpStatus.CONFLICT,
        );
      case 'unavailable':
        return new BillingException(
          BillingErrorCode.TRIAL_UNAVAILABLE,
          `The ${nameOf(wanted)} plan has no trial.`,
          HttpStatus.CONFLICT,
        );
    }
  }
}
