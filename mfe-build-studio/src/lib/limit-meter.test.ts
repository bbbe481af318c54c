import { formatCount, limitState } from './limit-meter';

describe('limitState', () => {
  it('warns from 90 % of the limit and says when it is passed', () => {
    expect(limitState(7_199, 8_000)).toBe('ok');
    expect(limitState(7_200, 8_000)).toBe('near');
    expect(limitState(8_000, 8_000)).toBe('near');
    expect(limitState(8_001, 8_000)).toBe('over');
    expect(formatCount(9_000, 8_000)).toBe('9,000 / 8,000');
  });
});
