import { scenePlan } from '../scenes/scene-plan';
import { planScenesOffline, premiseOf } from './offline-scene-planner';
import type { ScriptBrief } from './scene-draft';

const brief = (overrides: Partial<ScriptBrief> = {}): ScriptBrief => ({
  prompt: 'A courier in a flooded city must deliver a letter that could end a war. She has one night.',
  title: 'Last Delivery',
  logline: '',
  targetMinutes: 10,
  characters: [
    { name: 'Mara', role: 'Good Guy', bio: 'A courier.' },
    { name: 'Vex', role: 'Bad Guy', bio: 'Smuggler king.' },
    { name: 'Old Tom', role: 'Neutral', bio: 'Ferryman.' },
  ],
  durations: scenePlan(10).durations,
  ...overrides,
});

describe(planScenesOffline.name, () => {
  it('writes one scene per planned duration, each naming the characters it casts', () => {
    const scenes = planScenesOffline(brief());

    expect(scenes).toHaveLength(10);
    for (const scene of scenes) {
      expect(scene.characterNames.length).toBeGreaterThan(0);
      for (const name of scene.characterNames) expect(scene.prompt).toContain(name);
      expect(scene.prompt).not.toMatch(/[{}]/);
    }
  });

  it('follows a beat sheet: opens on the idea, brings in the antagonist, ends on a resolution', () => {
    const scenes = planScenesOffline(brief());

    expect(scenes[0].prompt).toContain('A courier in a flooded city must deliver a letter that could end a war');
    expect(scenes[0].characterNames).toEqual(['Mara']);
    expect(scenes.some((scene) => scene.characterNames.includes('Vex'))).toBe(true);
    expect(scenes.some((scene) => scene.characterNames.includes('Old Tom'))).toBe(true);
    expect(scenes[9].prompt).toMatch(/^(Resolution|Closing image)/);
  });

  it('is deterministic, and differs for another idea', () => {
    expect(planScenesOffline(brief())).toEqual(planScenesOffline(brief()));
    const other = planScenesOffline(brief({ prompt: 'Two rival chefs open restaurants on the same street.' }));
    expect(other.map((scene) => scene.prompt)).not.toEqual(planScenesOffline(brief()).map((scene) => scene.prompt));
  });

  it('lets a Neutral lead when there is no Good Guy, and never invents names', () => {
    const scenes = planScenesOffline(brief({ characters: [{ name: 'Ana', role: 'Neutral', bio: 'Witness.' }] }));

    expect(new Set(scenes.flatMap((scene) => scene.characterNames))).toEqual(new Set(['Ana']));
    expect(scenes.map((scene) => scene.prompt).join(' ')).toContain('an unseen threat');
  });
});

describe(premiseOf.name, () => {
  it('takes the first sentence, without its final stop, cut at a word near 160 characters', () => {
    expect(premiseOf('  Rain. Then more rain.')).toBe('Rain');
    const long = premiseOf(`${'word '.repeat(60)}end.`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
