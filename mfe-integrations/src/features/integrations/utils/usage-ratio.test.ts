import { usagePercent } from './usage-ratio';

describe(usagePercent.name, () => {
  it('is the real share of the allowance, clamped to 0–100', () => {
    expect(usagePercent(25, 100)).toBe(25);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(0, 1)).toBe(0);
    expect(usagePercent(150, 100)).toBe(100);
  });

  it('treats a zero allowance as full once anything is used', () => {
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(2, 0)).toBe(100);
  });
});
