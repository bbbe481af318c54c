import type { LyricLine } from '../../music-engine';
import { barsFor, planSongForm } from './song-form';

const line = (id: string, type: LyricLine['type']): LyricLine => ({ id, type, content: `${type} words` });
const SINGLE = [line('v1', 'verse'), line('c1', 'chorus'), line('v2', 'verse'), line('c2', 'chorus'), line('b1', 'bridge'), line('c3', 'chorus')];

describe(planSongForm.name, () => {
  it('fills exactly the bars of the chosen length at every tempo', () => {
    for (const minutes of [2, 3, 4, 5, 8]) {
      for (const tempo of [60, 77, 120, 143, 180]) {
        const total = barsFor(minutes, tempo);
        const form = planSongForm(total, SINGLE);
        expect(form.reduce((sum, section) => sum + section.bars, 0)).toBe(total);
        expect(form.every((section) => section.bars > 0)).toBe(true);
      }
    }
  });

  it('opens with an intro, sings the lyric sections in their order, then closes with an outro', () => {
    const form = planSongForm(barsFor(3, 120), SINGLE);

    expect(form[0]).toMatchObject({ type: 'intro', number: 1, lyricId: null });
    expect(form.slice(1, 7).map((section) => section.lyricId)).toEqual(['v1', 'c1', 'v2', 'c2', 'b1', 'c3']);
    expect(form.at(-1)?.type).toBe('outro');
  });

  it('fills a long song by going round again: a break, the chorus, then the lyrics from the top', () => {
    const form = planSongForm(barsFor(8, 120), SINGLE);
    const extra = form.slice(7, -1);

    expect(extra.slice(0, 4).map((section) => [section.type, section.lyricId])).toEqual([
      ['instrumental', null],
      ['chorus', 'c3'],
      ['verse', 'v1'],
      ['chorus', 'c1'],
    ]);
    const choruses = form.filter((section) => section.type === 'chorus').map((section) => section.number);
    expect(choruses).toEqual(choruses.map((_, index) => index + 1));
  });

  it('shortens sections from the end when the lyrics are longer than the song', () => {
    const many = Array.from({ length: 12 }, (_, index) => line(`v${index}`, 'verse'));
    const form = planSongForm(barsFor(2, 60), many);

    expect(form.reduce((sum, section) => sum + section.bars, 0)).toBe(30);
    expect(form[0].type).toBe('intro');
  });

  it('plays an instrumental form when there are no lyrics yet', () => {
    const form = planSongForm(barsFor(3, 100), []);

    expect(form.map((section) => section.type).slice(0, 7)).toEqual(['intro', 'verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus']);
    expect(form.every((section) => section.lyricId === null)).toBe(true);
  });

  it('uses a lyric intro and outro where the song has them', () => {
    const form = planSongForm(barsFor(3, 120), [line('i', 'intro'), ...SINGLE, line('o', 'outro')]);

    expect(form[0]).toMatchObject({ type: 'intro', lyricId: 'i' });
    expect(form.at(-1)).toMatchObject({ type: 'outro', lyricId: 'o' });
  });
});
