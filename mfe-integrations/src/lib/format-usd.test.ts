import { formatUsd } from './format-usd';

describe(formatUsd.name, () => {
  it('shows dollars with exactly two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.6)).toBe('$0.60');
    expect(formatUsd(12)).toBe('$12.00');
  });

  it('rounds half a cent up, where toFixed alone would round down', () => {
    expect((0.605).toFixed(2)).toBe('0.60');
    expect(formatUsd(0.605)).toBe('$0.61');
    expect(formatUsd(0.604)).toBe('$0.60');
  });
});
