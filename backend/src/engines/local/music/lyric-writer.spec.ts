import { keywordsOf, writeLyricsOffline } from './lyric-writer';

describe(writeLyricsOffline.name, () => {
  it('writes a verse / chorus single from the prompt, the same way every time', () => {
    const request = { prompt: 'A summer road trip with my best friend', genre: 'pop', mood: 'upbeat', projectType: 'single' } as const;
    const lyrics = writeLyricsOffline(request);

    expect(lyrics.sections.map((section) => section.type)).toEqual(['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus']);
    expect(lyrics.title).toBe('Summer Road Trip');
    expect(lyrics.sections.map((section) => section.content).join('\n')).toMatch(/summer road trip|best friend/);
    expect(writeLyricsOffline(request)).toEqual(lyrics);
  });

  it('repeats the chorus words where the chorus returns, and writes hooks for hip-hop', () => {
    const lyrics = writeLyricsOffline({ prompt: 'Late night city lights', genre: 'hip-hop', mood: 'dark', projectType: 'single' });
    const hooks = lyrics.sections.filter((section) => section.type === 'hook');

    expect(hooks).toHaveLength(3);
    expect(new Set(hooks.map((hook) => hook.content)).size).toBe(1);
  });

  it('gives an album track an intro, pre-choruses and an outro', () => {
    const types = writeLyricsOffline({ prompt: 'Rain on the window', genre: 'jazz', mood: 'melancholic', projectType: 'album' }).sections.map((section) => section.type);

    expect(types[0]).toBe('intro');
    expect(types).toContain('pre-chorus');
    expect(types.at(-1)).toBe('outro');
  });

  it('keeps the phrases that make the prompt its own, names with their capitals', () => {
    expect(keywordsOf('Love and heartbreak in Paris')).toEqual(['love', 'heartbreak', 'Paris']);
    expect(keywordsOf('a song about my best friend and our summer road trip')).toEqual(['best friend', 'summer road trip']);
    expect(keywordsOf('!!!')).toEqual(['tonight']);
  });
});
