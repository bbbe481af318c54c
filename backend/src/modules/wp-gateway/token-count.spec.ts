import { countTokens, truncateToTokens } from './token-count';

describe(countTokens.name, () => {
  it('counts one token per started group of four characters', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('Hi')).toBe(1);
    expect(countTokens('Hello')).toBe(2);
    expect(countTokens('12345678')).toBe(2);
  });

  it('counts characters, not UTF-16 units, so emoji are not billed twice', () => {
    expect(countTokens('🙂🙂🙂🙂')).toBe(1);
  });
});

describe(truncateToTokens.name, () => {
  it('keeps text that fits and cuts text that does not at a character boundary', () => {
    expect(truncateToTokens('Hello', 2)).toBe('Hello');
    expect(truncateToTokens('Hello world', 1)).toBe('Hell');
    expect(truncateToTokens('🙂🙂🙂🙂🙂', 1)).toBe('🙂🙂🙂🙂');
  });
});
