import type { UserPlan } from '../../identity/identity.constants';
import type { MeterSubject } from '../reservation';
import { sitePlan } from '../plans/site-plans';

export const QUOTA_CAPABILITIES = ['chat', 'photo', 'video', 'build'] as const;
export type QuotaCapability = (typeof QUOTA_CAPABILITIES)[number];

/** Who is asking: an account (counted by account at its plan, trials included) or a visitor (Free level). */
export type QuotaCaller =
  | { kind: 'user'; userId: string; plan: UserPlan }
  | { kind: 'visitor'; ip: string; sessionId: string };

/** How the over-limit message names what was used up. */
const CAPABILITY_NOUNS: Readonly<Record<QuotaCapability, string>> = {
  chat: 'chat messages',
  photo: 'photo generations',
  video: 'video generations',
  build: 'code generations',
};

export function dailyLimit(plan: UserPlan, capability: QuotaCapability): number | null {
  const { entitlements } = sitePlan(plan);
  return capability === 'build' ? entitlements.codeGenerationsPerDay : entitlements.daily[capability];
}

/**
 * A visitor is counted per IP *and* per browser session, and both must have room: the session id
 * alone is trivially reset, the IP alone would let one browser use a whole shared network's allowance.
 * Unlimited plans are still counted (limit null), so usage is known whatever the plan.
 */
export function quotaSubjects(caller: QuotaCaller, capability: QuotaCapability): MeterSubject[] {
  if (caller.kind === 'user') {
    return [{ subject: `user:${caller.userId}`, limit: dailyLimit(caller.plan, capability) }];
  }
  const limit = dailyLimit('free', capability);
  return [
    { subject: `ip:${caller.ip}`, limit },
    { subject: `session:${caller.sessionId}`, limit },
  ];
}

export function quotaExceededMessage(caller: QuotaCaller, capability: QuotaCapability): string {
  const plan = caller.kind === 'user' ? caller.plan : 'free';
  const used = `You've used all ${dailyLimit(plan, capability)}`;
  const noun = CAPABILITY_NOUNS[capability];
  if (caller.kind === 'visitor') return `${used} free ${noun} for today. Sign up or upgrade for more.`;
  const upgrade = plan === 'free' ? 'Upgrade to Pro for more.' : 'Upgrade to Studio for unlimited generations.';
  return `${used} ${noun} of your ${sitePlan(plan).name} plan for today. ${upgrade}`;
}
