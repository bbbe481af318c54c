import type { User } from '../../identity/entities/user.entity';
import type { CounterReading } from '../../metering/metering.service';
import {
  API_PRICES,
  DEMO_CALCULATOR_MARGIN_PERCENT,
  DEMO_CALCULATOR_PRICES,
  DEMO_DAILY_LIMITS,
  type UnitPrices,
} from '../../metering/plans/api-prices';
import {
  type Entitlements,
  FREE_TRIAL_NOTE,
  SITE_PLANS,
  type SitePlan,
  TRIAL_DAYS,
  YEARLY_SAVING_LABEL,
  effectivePlan,
  sitePlan,
} from '../../metering/plans/site-plans';
import { trialIsActive } from '../../metering/plans/trial-rules';
import { nextPeriodStart } from '../../metering/periods';
import { DAILY_USAGE_METERS, PAYMENT_UNAVAILABLE_MESSAGE } from './billing.constants';
import type { BillingResponseDto, DailyUsageDto } from './dto/billing-response.dto';
import type { PricesResponseDto, UnitPricesDto } from './dto/prices-response.dto';
import type { EntitlementsDto, SitePlanDto, SitePlansResponseDto } from './dto/site-plans-response.dto';

export function mapEntitlements(entitlements: Entitlements): EntitlementsDto {
  return {
    daily: { ...entitlements.daily },
    music_studio: entitlements.musicStudio,
    export_max_height: entitlements.exportMaxHeight,
    code_generation: entitlements.codeGeneration,
    app_deployments: entitlements.appDeployments,
    api_access: entitlements.apiAccess,
  };
}

export function mapSitePlan(plan: SitePlan): SitePlanDto {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: { ...plan.price },
    features: [...plan.features],
    cta: plan.cta,
    highlighted: plan.highlighted,
    badge: plan.badge,
    trial: plan.trial,
    entitlements: mapEntitlements(plan.entitlements),
  };
}

export function mapSitePlans(): SitePlansResponseDto {
  return {
    plans: SITE_PLANS.map(mapSitePlan),
    yearly_saving_label: YEARLY_SAVING_LABEL,
    free_trial_note: FREE_TRIAL_NOTE,
    trial_days: TRIAL_DAYS,
  };
}

const mapUnitPrices = (prices: UnitPrices): UnitPricesDto => ({
  per_1000_tokens: prices.per1000Tokens,
  per_image: prices.perImage,
  per_video: prices.perVideo,
});

export function mapPrices(): PricesResponseDto {
  return {
    currency: 'USD',
    api: mapUnitPrices(API_PRICES),
    demo_calculator: { ...mapUnitPrices(DEMO_CALCULATOR_PRICES), margin_percent: DEMO_CALCULATOR_MARGIN_PERCENT },
    demo_daily_limits: { ...DEMO_DAILY_LIMITS },
  };
}

/** Readings keyed by meter name, as MeteringService.read answers for DAILY_USAGE_METERS. */
export type DailyReadings = Readonly<Record<string, CounterReading>>;

function mapUsage(entitlements: Entitlements, readings: DailyReadings, now: Date): DailyUsageDto {
  const count = (capability: keyof typeof DAILY_USAGE_METERS) => {
    const reading = readings[DAILY_USAGE_METERS[capability]] ?? { used: 0, held: 0 };
    // Work in progress counts against the limit too, so it is shown as used.
    return { used: reading.used + reading.held, limit: entitlements.daily[capability] };
  };
  return {
    chat: count('chat'),
    photo: count('photo'),
    video: count('video'),
    resets_at: nextPeriodStart('day', now).toISOString(),
  };
}

/** The account's billing as Account → Billing shows it. */
export function mapBilling(user: User, readings: DailyReadings, now: Date): BillingResponseDto {
  const plan = effectivePlan(user, now);
  const details = sitePlan(plan);
  return {
    plan,
    base_plan: user.plan,
    plan_details: mapSitePlan(details),
    trial:
      user.trialPlan && user.trialEndsAt
        ? {
            plan: user.trialPlan,
            started_at: user.trialStartedAt?.toISOString() ?? null,
            ends_at: user.trialEndsAt.toISOString(),
            active: trialIsActive(user, now),
          }
        : null,
    entitlements: mapEntitlements(details.entitlements),
    usage: mapUsage(details.entitlements, readings, now),
    payment: { available: false, message: PAYMENT_UNAVAILABLE_MESSAGE },
  };
}
