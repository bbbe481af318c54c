import type { UserPlan } from '../identity/identity.constants';
import { CAPABILITY_NOUNS, PLAN_DAILY_LIMITS, QuotaCapability } from './quota-limits';

/** Who is asking: an account (counted by account at its plan) or a visitor (Free level). */
export type QuotaCaller =
  | { kind: 'user'; userId: string; plan: UserPlan }
  | { kind: 'visitor'; ip: string; sessionId: string };

/** One counter that must have room; `limit` null = not counted at all. */
export interface QuotaSubject {
  key: string;
  limit: number | null;
}

const PLAN_NAMES: Readonly<Record<UserPlan, string>> = { free: 'Free', pro: 'Pro', studio: 'Studio' };

/**
 * A visitor is counted per IP *and* per browser session, and both must have room: the session id
 * alone is trivially reset, the IP alone would let one browser use a whole shared network's allowance.
 */
export function quotaSubjects(caller: QuotaCaller, capability: QuotaCapability): QuotaSubject[] {
  if (caller.kind === 'user') {
    return [{ key: `user:${caller.userId}`, limit: PLAN_DAILY_LIMITS[caller.plan][capability] }];
  }
  const limit = PLAN_DAILY_LIMITS.free[capability];
  return [
    { key: `ip:${caller.ip}`, limit },
    { key: `session:${caller.sessionId}`, limit },
  ];
}

export function quotaExceededMessage(caller: QuotaCaller, capability: QuotaCapability): string {
  const plan = caller.kind === 'user' ? caller.plan : 'free';
  const used = `You've used all ${PLAN_DAILY_LIMITS[plan][capability]}`;
  const noun = CAPABILITY_NOUNS[capability];
  if (caller.kind === 'visitor') return `${used} free ${noun} for today. Sign up or upgrade for more.`;
  const upgrade = plan === 'free' ? 'Upgrade to Pro for more.' : 'Upgrade to Studio for unlimited generations.';
  return `${used} ${noun} of your ${PLAN_NAMES[plan]} plan for today. ${upgrade}`;
}
