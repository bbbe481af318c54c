import { wrapText } from './wrap-text';

describe(wrapText.name, () => {
  it('wraps on word boundaries within the line length', () => {
    expect(wrapText('a quiet harbour at dawn with fishing boats', 16, 5)).toEqual([
      'a quiet harbour',
      'at dawn with',
      'fishing boats',
    ]);
  });

  it('cuts words longer than a line and ends overflow with an ellipsis', () => {
    expect(wrapText('abcdefghijkl', 5, 5)).toEqual(['abcde', 'fghij', 'kl']);
    const lines = wrapText('one two three four five six seven eight', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});
