import { BurstLimiter } from './burst-limiter';

describe(BurstLimiter.name, () => {
  it('lets a burst of `capacity` through, then refuses with the wait, then refills', () => {
    const limiter = new BurstLimiter(3, 1);
    expect([0, 0, 0].map(() => limiter.take('a', 1_000))).toEqual([0, 0, 0]);
    expect(limiter.take('a', 1_000)).toBe(1);
    expect(limiter.take('b', 1_000)).toBe(0);
    expect(limiter.take('a', 2_000)).toBe(0);
    expect(limiter.take('a', 2_000)).toBe(1);
  });

  it('forgets the least recently seen subject past its bound', () => {
    const limiter = new BurstLimiter(1, 1, 2);
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('c', 0)).toBe(1);
  });
});
