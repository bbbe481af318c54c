import { languageKey, languageName } from './language-names';

describe('language names', () => {
  it('names and keys a file by its extension, any case', () => {
    expect(languageName('src/App.TSX')).toBe('TypeScript (TSX)');
    expect(languageKey('src/App.TSX')).toBe('tsx');
    expect(languageName('main.py')).toBe('Python');
    expect(languageKey('index.htm')).toBe('html');
  });

  it('is plain text for unknown extensions, even ones named like Object properties', () => {
    expect(languageName('notes.txt')).toBe('Plain text');
    expect(languageKey('notes.txt')).toBeNull();
    expect(languageKey('x.constructor')).toBeNull();
    expect(languageName('x.toString')).toBe('Plain text');
  });
});
