import type { UserPlan } from '../identity/identity.constants';

export const QUOTA_CAPABILITIES = ['chat', 'photo', 'video'] as const;
export type QuotaCapability = (typeof QUOTA_CAPABILITIES)[number];

/** Per day (UTC); null = unlimited. Spec 000 §9. Visitors are held to the `free` row. */
export const PLAN_DAILY_LIMITS: Readonly<Record<UserPlan, Readonly<Record<QuotaCapability, number | null>>>> = {
  free: { chat: 10, photo: 5, video: 2 },
  pro: { chat: null, photo: 100, video: 25 },
  studio: { chat: null, photo: null, video: null },
};

/** How the over-limit message names what was used up. */
export const CAPABILITY_NOUNS: Readonly<Record<QuotaCapability, string>> = {
  chat: 'chat messages',
  photo: 'photo generations',
  video: 'video generations',
};
