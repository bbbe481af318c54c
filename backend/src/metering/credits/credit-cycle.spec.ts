import { addMonthsUtc, dueCycles, expiryOnGrant, remainingOfGrant } from './credit-cycle';

const at = (iso: string) => new Date(iso);

describe(addMonthsUtc.name, () => {
  it('keeps the day and time of the anchor', () => {
    expect(addMonthsUtc(at('2026-01-15T10:20:30.400Z'), 1).toISOString()).toBe('2026-02-15T10:20:30.400Z');
    expect(addMonthsUtc(at('2026-11-15T00:00:00.000Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });

  it("uses the month's last day when the anchor's day does not exist, without drifting", () => {
    const anchor = at('2026-01-31T12:00:00.000Z');
    expect(addMonthsUtc(anchor, 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonthsUtc(anchor, 2).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(addMonthsUtc(at('2027-12-31T00:00:00.000Z'), 2).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe(dueCycles.name, () => {
  const anchor = at('2026-01-10T08:00:00.000Z');

  it('grants the first cycle at once and schedules the next a month later', () => {
    expect(dueCycles(anchor, -1, anchor)).toEqual({ grants: [0], lastIndex: 0, nextGrantAt: at('2026-02-10T08:00:00.000Z') });
  });

  it('grants nothing before the next cycle starts', () => {
    expect(dueCycles(anchor, 0, at('2026-02-10T07:59:59.999Z'))).toEqual({
      grants: [],
      lastIndex: 0,
      nextGrantAt: at('2026-02-10T08:00:00.000Z'),
    });
  });

  it('writes only the last two of many missed cycles', () => {
    expect(dueCycles(anchor, 0, at('2026-06-11T00:00:00.000Z'))).toEqual({
      grants: [4, 5],
      lastIndex: 5,
      nextGrantAt: at('2026-07-10T08:00:00.000Z'),
    });
  });

  it('catches up years of absence in a few steps', () => {
    const due = dueCycles(anchor, 0, at('2036-03-01T00:00:00.000Z'));
    expect(due.grants).toEqual([120, 121]);
    expect(due.nextGrantAt.toISOString()).toBe('2036-03-10T08:00:00.000Z');
  });
});

describe(expiryOnGrant.name, () => {
  it('expires nothing while the balance stays within the cap', () => {
    expect(expiryOnGrant({ available: 3, held: 0, allocation: 10, cap: 20 })).toBe(0);
    expect(expiryOnGrant({ available: 10, held: 0, allocation: 10, cap: 20 })).toBe(0);
  });

  it('expires what would pass twice the allocation, holds included', () => {
    expect(expiryOnGrant({ available: 18, held: 0, allocation: 10, cap: 20 })).toBe(8);
    expect(expiryOnGrant({ available: 18, held: 2, allocation: 10, cap: 20 })).toBe(10);
  });

  it('never expires more than can be spent', () => {
    expect(expiryOnGrant({ available: 0, held: 50, allocation: 10, cap: 20 })).toBe(10);
  });

  it('keeps any balance at or below the cap over many grants without spending', () => {
    let available = 0;
    for (let cycle = 0; cycle < 24; cycle += 1) {
      available += 10 - expiryOnGrant({ available, held: 0, allocation: 10, cap: 20 });
      expect(available).toBeLessThanOrEqual(20);
    }
    expect(available).toBe(20);
  });
});

describe(remainingOfGrant.name, () => {
  it('spends the oldest grant first', () => {
    const older = { position: 0, amount: 10 };
    const newer = { position: 10, amount: 10 };
    expect([remainingOfGrant(older, 4), remainingOfGrant(newer, 4)]).toEqual([6, 10]);
    expect([remainingOfGrant(older, 13), remainingOfGrant(newer, 13)]).toEqual([0, 7]);
    expect([remainingOfGrant(older, 25), remainingOfGrant(newer, 25)]).toEqual([0, 0]);
  });
});
