import { lyricLineSyllables, syllabify } from './syllables';

describe('syllabify', () => {
  it.each([
    ['night', ['night']],
    ['morning', ['mor', 'ning']],
    ['golden', ['gol', 'den']],
    ['chasing', ['cha', 'sing']],
    ['singing', ['sing', 'ing']],
    ['apple', ['ap', 'ple']],
    ['little', ['lit', 'tle']],
    ['hundred', ['hun', 'dred']],
    ['together', ['to', 'ge', 'ther']],
    ['city', ['ci', 'ty']],
    ['every', ['e', 've', 'ry']],
    ['goodbye', ['good', 'bye']],
    ['beyond', ['be', 'yond']],
    ['desire', ['de', 'sire']],
    ['love', ['love']],
    ['loved', ['loved']],
    ['wanted', ['wan', 'ted']],
    ['takes', ['takes']],
    ['places', ['pla', 'ces']],
    ['the', ['the']],
    ['sky', ['sky']],
    ['radio', ['ra', 'dio']],
    ['Holding,', ['hol', 'ding']],
  ])('%s → %j', (word, syllables) => {
    expect(syllabify(word)).toEqual(syllables);
  });

  it('gives every letter to exactly one syllable', () => {
    for (const word of ['strengthened', 'extraordinary', 'photographs', 'thunderstruck']) {
      expect(syllabify(word).join('')).toBe(word);
    }
  });

  it('splits lyrics into lines of syllables, dropping blank lines and punctuation', () => {
    expect(lyricLineSyllables('Into the night,\n\n  Holding on tight!\n')).toEqual([
      ['in', 'to', 'the', 'night'],
      ['hol', 'ding', 'on', 'tight'],
    ]);
  });
});
