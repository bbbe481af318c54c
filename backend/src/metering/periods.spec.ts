import { nextPeriodStart, periodStart, secondsUntilReset } from './periods';

describe('metering periods', () => {
  it('keys a day by its UTC date and a month by its first day', () => {
    expect(periodStart('day', new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(periodStart('month', new Date('2026-11-23T14:00:00Z'))).toBe('2026-11-01');
    expect(periodStart('month', new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-01');
  });

  it('starts the next period at UTC midnight or on the 1st', () => {
    expect(nextPeriodStart('day', new Date('2026-02-28T10:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(nextPeriodStart('month', new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('counts whole seconds to the reset, rounding up and never below one', () => {
    expect(secondsUntilReset('day', new Date('2026-03-01T23:59:00.000Z'))).toBe(60);
    expect(secondsUntilReset('day', new Date('2026-03-01T23:59:59.500Z'))).toBe(1);
    expect(secondsUntilReset('day', new Date('2026-03-01T00:00:00.000Z'))).toBe(86_400);
    expect(secondsUntilReset('month', new Date('2026-11-30T23:59:00Z'))).toBe(60);
    expect(secondsUntilReset('month', new Date('2026-11-30T23:59:59.999Z'))).toBe(1);
  });
});
