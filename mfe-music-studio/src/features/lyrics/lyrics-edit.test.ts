import type { LyricSectionDto } from '@atelier/api-types';
import { addSection, moveSection, removeSection, sectionNames } from './lyrics-edit';

const sections: LyricSectionDto[] = [
  { id: 'a', type: 'verse', order: 0, content: 'one' },
  { id: 'b', type: 'chorus', order: 1, content: 'two' },
  { id: 'c', type: 'verse', order: 2, content: 'three' },
];

describe('lyric section edits', () => {
  it('names sections per type in song order', () => {
    expect(sectionNames(sections)).toEqual(['Verse 1', 'Chorus 1', 'Verse 2']);
  });

  it('moves, removes and adds sections, keeping order equal to the place in the list', () => {
    expect(moveSection(sections, 'c', -1).map((s) => [s.id, s.order])).toEqual([['a', 0], ['c', 1], ['b', 2]]);
    expect(moveSection(sections, 'a', -1).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(removeSection(sections, 'a').map((s) => [s.id, s.order])).toEqual([['b', 0], ['c', 1]]);
    const added = addSection(sections);
    expect(added).toHaveLength(4);
    expect(added[3]).toMatchObject({ type: 'verse', order: 3, content: '' });
  });
});
