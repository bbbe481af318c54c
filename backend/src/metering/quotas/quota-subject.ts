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
 * How many visitors' allowances one network (IP address) may use in a day. A visitor is counted by browser
 * session at the spec's Free numbers; the address only carries this much higher abuse ceiling, so a school,
 * an office or a phone carrier's NAT does not share one visitor's allowance, while a script that resets its
 * session id still stops at a bounded amount per address.
 */
export const VISITOR_NETWORK_CEILING_FACTOR = 10;

export const visitorSessionSubject = (sessionId: string) => `session:${sessionId}`;

/**
 * A visitor is counted by browser session (the spec's limit) *and* by IP (the network ceiling): both must
 * have room. Unlimited plans are still counted (limit null), so usage is known whatever the plan.
 */
export function quotaSubjects(caller: QuotaCaller, capability: QuotaCapability): MeterSubject[] {
  if (caller.kind === 'user') {
    return [{ subject: `user:${caller.userId}`, limit: dailyLimit(caller.plan, capability) }];
  }
  const limit = dailyLimit('free', capability);
  return [
    { subject: `ip:${caller.ip}`, limit: limit === null ? null : limit * VISITOR_NETWORK_CEILING_FACTOR },
    { subject: visitorSessionSubject(caller.sessionId), limit },
  ];
}

/**
 * Why a request was refused. `network`: the visitor's own allowance has room but their address reached the
 * ceiling, which says so instead of claiming they used something they never sent.
 */
export type QuotaRefusal = 'own' | 'network';

export function quotaExceededMessage(caller: QuotaCaller, capability: QuotaCapability, refusal: QuotaRefusal = 'own'): string {
  const plan = caller.kind === 'user' ? caller.plan : 'free';
  const limit = dailyLimit(plan, capability);
  const noun = CAPABILITY_NOUNS[capability];
  if (caller.kind === 'visitor' && refusal === 'network') {
    const ceiling = (limit ?? 0) * VISITOR_NETWORK_CEILING_FACTOR;
    return (
      `Your network (a shared Wi-Fi, office or school connection) has reached today's limit of ${ceiling} free ${noun} ` +
      `for visitors, so this one could not be sent. Sign up free to get your own ${limit} a day.`
    );
  }
  const used = `You've used all ${limit}`;
  if (caller.kind === 'visitor') return `${used} free ${noun} for today. Sign up or upgrade for more.`;
  const upgrade = plan === 'free' ? 'Upgrade to Pro for more.' : 'Upgrade to Studio for unlimited generations.';
  return `${used} ${noun} of your ${sitePlan(plan).name} plan for today. ${upgrade}`;
}
