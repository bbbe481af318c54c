import { nextPeriodStart, secondsUntilNextPeriod, usageCostUsd, usagePeriod } from './usage-period';

describe('usage period', () => {
  it('keys a month by its first day in UTC', () => {
    expect(usagePeriod(new Date('2026-11-23T14:00:00Z'))).toBe('2026-11-01');
    expect(usagePeriod(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-01');
    expect(nextPeriodStart(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('counts the seconds to the next month, never less than one', () => {
    expect(secondsUntilNextPeriod(new Date('2026-11-30T23:59:00Z'))).toBe(60);
    expect(secondsUntilNextPeriod(new Date('2026-11-30T23:59:59.999Z'))).toBe(1);
  });

  it('prices usage with the estimator formula of spec 001 §9', () => {
    expect(usageCostUsd({ tokens: 1000, images: 10, videos: 2 })).toBe(0.602);
    expect(usageCostUsd({ tokens: 0, images: 0, videos: 0 })).toBe(0);
    expect(usageCostUsd({ tokens: 150, images: 0, videos: 0 })).toBe(0.0003);
    expect(usageCostUsd({ tokens: 35, images: 1, videos: 0 })).toBe(0.02007);
  });
});
