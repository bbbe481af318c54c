import { loadedLanguage, loadLanguage } from './languages';

describe('languages loaded on demand', () => {
  it('plain text needs nothing loaded', async () => {
    expect(loadedLanguage('notes.txt')).toEqual([]);
    await expect(loadLanguage('notes.txt')).resolves.toEqual([]);
  });

  it('a language is not there until it is loaded, then at once (a warm cache shows no delay)', async () => {
    expect(loadedLanguage('main.py')).toBeUndefined();
    const first = loadLanguage('main.py');
    expect(loadLanguage('main.py')).toBe(first); // one load for two callers
    const extension = await first;
    expect(extension).toBeTruthy();
    expect(loadedLanguage('app/other.py')).toBe(extension);
    expect(loadedLanguage('index.html')).toBeUndefined();
  });
});
