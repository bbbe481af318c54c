import { trialIsActive, trialRefusal } from './trial-rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const LATER = new Date('2026-03-20T12:00:00Z');
const EARLIER = new Date('2026-03-01T12:00:00Z');
const free = { plan: 'free' as const, trialPlan: null, trialEndsAt: null };

describe(trialRefusal.name, () => {
  it('lets a Free account without a trial start Pro or Studio', () => {
    expect(trialRefusal(free, 'pro', NOW)).toBeNull();
    expect(trialRefusal(free, 'studio', NOW)).toBeNull();
  });

  it('has no trial of Free', () => {
    expect(trialRefusal(free, 'free', NOW)).toBe('unavailable');
  });

  it('refuses a plan at or below the account’s own', () => {
    expect(trialRefusal({ ...free, plan: 'pro' }, 'pro', NOW)).toBe('included');
    expect(trialRefusal({ ...free, plan: 'studio' }, 'pro', NOW)).toBe('included');
    expect(trialRefusal({ ...free, plan: 'pro' }, 'studio', NOW)).toBeNull();
  });

  it('moves a running Pro trial up to Studio, but never starts the same or a lower one again', () => {
    const onPro = { ...free, trialPlan: 'pro' as const, trialEndsAt: LATER };
    expect(trialRefusal(onPro, 'studio', NOW)).toBeNull();
    expect(trialRefusal(onPro, 'pro', NOW)).toBe('active');
    expect(trialRefusal({ ...onPro, trialPlan: 'studio' }, 'pro', NOW)).toBe('active');
    expect(trialRefusal({ ...onPro, trialPlan: 'studio' }, 'studio', NOW)).toBe('active');
  });

  it('never restarts an ended trial, whatever the plan', () => {
    const ended = { ...free, trialPlan: 'pro' as const, trialEndsAt: EARLIER };
    expect(trialRefusal(ended, 'pro', NOW)).toBe('used');
    expect(trialRefusal(ended, 'studio', NOW)).toBe('used');
    expect(trialRefusal({ ...ended, trialEndsAt: NOW }, 'studio', NOW)).toBe('used');
  });
});

describe(trialIsActive.name, () => {
  it('is true until the end instant, then false', () => {
    expect(trialIsActive({ ...free, trialPlan: 'pro', trialEndsAt: LATER }, NOW)).toBe(true);
    expect(trialIsActive({ ...free, trialPlan: 'pro', trialEndsAt: NOW }, NOW)).toBe(false);
    expect(trialIsActive(free, NOW)).toBe(false);
  });
});
