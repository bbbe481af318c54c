import { type CastMember, bibleOf, bindNames, castPrompt, mentionedIn, renderHash } from './scene-cast';

const mara: CastMember = { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.', avatarAssetId: null };
const vex: CastMember = { id: 'char_2', name: 'Vex', role: 'Bad Guy', bio: 'Runs the city at night.', avatarAssetId: 'a1' };
const scene = { prompt: 'Mara races Vex across the rooftops.', durationSeconds: 50 };

describe(renderHash.name, () => {
  it('is stable for the same scene and cast', () => {
    expect(renderHash(scene, [mara, vex])).toBe(renderHash({ ...scene }, [{ ...mara }, { ...vex }]));
    expect(renderHash(scene, [mara])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('moves when the prompt, the length, or anything of a cast member changes', () => {
    const before = renderHash(scene, [mara, vex]);
    expect(renderHash({ ...scene, prompt: 'Mara waits.' }, [mara, vex])).not.toBe(before);
    expect(renderHash({ ...scene, durationSeconds: 51 }, [mara, vex])).not.toBe(before);
    expect(renderHash(scene, [mara])).not.toBe(before);
    expect(renderHash(scene, [{ ...mara, bio: 'Retired.' }, vex])).not.toBe(before);
    expect(renderHash(scene, [mara, { ...vex, avatarAssetId: 'a2' }])).not.toBe(before);
    expect(renderHash(scene, [{ ...mara, role: 'Neutral' }, vex])).not.toBe(before);
  });
});

describe(castPrompt.name, () => {
  it('binds every character in the scene by name to its bible entry', () => {
    expect(castPrompt(scene.prompt, [mara, vex])).toBe(
      'Mara races Vex across the rooftops.\n\nCast — keep each character\'s face, build, clothing and voice exactly the same in every shot:\n' +
        '- Mara (Good Guy): A courier who never misses a delivery.\n- Vex (Bad Guy): Runs the city at night.',
    );
    expect(castPrompt('Empty streets.', [])).toBe('Empty streets.');
  });

  it('has a bible text of the same entries', () => {
    expect(bibleOf([vex])).toBe('Vex (Bad Guy): Runs the city at night.');
  });
});

describe(bindNames.name, () => {
  it('maps names case-insensitively, dropping unknown ones and repeats', () => {
    expect(bindNames([' vex', 'Nobody', 'MARA', 'Vex'], [mara, vex])).toEqual(['char_2', 'char_1']);
  });
});

describe(mentionedIn.name, () => {
  it('finds whole-word and @-mentions only', () => {
    const jo = { id: 'char_3', name: 'Jo', role: 'Neutral' as const, bio: 'x', avatarAssetId: null };
    expect(mentionedIn('@Mara meets Joanna at dawn.', [mara, vex, jo])).toEqual(['char_1']);
    expect(mentionedIn('jo, vex!', [mara, vex, jo])).toEqual(['char_2', 'char_3']);
  });
});
