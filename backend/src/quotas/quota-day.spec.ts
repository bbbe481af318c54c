import { quotaDay, secondsUntilNextUtcMidnight } from './quota-day';

describe(secondsUntilNextUtcMidnight.name, () => {
  it('counts whole seconds to the next UTC midnight, rounding up', () => {
    expect(secondsUntilNextUtcMidnight(new Date('2026-03-01T23:59:00.000Z'))).toBe(60);
    expect(secondsUntilNextUtcMidnight(new Date('2026-03-01T23:59:59.500Z'))).toBe(1);
    expect(secondsUntilNextUtcMidnight(new Date('2026-03-01T00:00:00.000Z'))).toBe(86_400);
  });

  it('keys the day by its UTC date', () => {
    expect(quotaDay(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
  });
});
