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
    expect(scenes.map((scene) => scene.prompt).join(' ')).not.toMatch(/unseen threat|unlikely friend/);
  });
});

/** A few bibles and ideas, as a property over seeds: the same checks must hold for every plan. */
const BIBLES: ReadonlyArray<ScriptBrief['characters']> = [
  [{ name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' }],
  [
    { name: 'Mara', role: 'Good Guy', bio: 'A courier; she never misses a delivery.' },
    { name: 'Jon', role: 'Good Guy', bio: 'A ferryman who knows every canal.' },
  ],
  [
    { name: 'Ilse', role: 'Neutral', bio: 'A witness. They saw everything.' },
    { name: 'Vex', role: 'Bad Guy', bio: 'He runs the city at night.' },
  ],
  [
    { name: 'ada', role: 'Good Guy', bio: 'An engineer.' },
    { name: 'Old Tom', role: 'Neutral', bio: 'Ferryman.' },
    { name: 'Vex', role: 'Bad Guy', bio: 'Smuggler king.' },
  ],
];
const IDEAS = ['a courier in a flooded city must deliver a letter', 'Two rival chefs open restaurants on the same street', 'the last lighthouse keeper finds a map', 'A robot learns to paint'];
const NO_PRONOUN = /\b(he|him|his|she|her|hers|they|them|their|theirs)\b/i;

function plans(): Array<{ characters: ScriptBrief['characters']; idea: string; scenes: ReturnType<typeof planScenesOffline> }> {
  return BIBLES.flatMap((characters) =>
    IDEAS.map((idea) => ({ characters, idea, scenes: planScenesOffline(brief({ characters, prompt: idea, title: idea.slice(0, 12), durations: scenePlan(10).durations })) })),
  );
}

describe('offline scene casting', () => {
  it('brings the antagonist into every beat that has one to bring in: the lead alone only when nobody else fits', () => {
    const characters: ScriptBrief['characters'] = [
      { name: 'Mara', role: 'Good Guy', bio: 'A courier.' },
      { name: 'Vex', role: 'Bad Guy', bio: 'Smuggler king.' },
    ];
    for (const idea of IDEAS) {
      const scenes = planScenesOffline(brief({ characters, prompt: idea, durations: scenePlan(5).durations }));
      // 5 minutes: six scenes; scene 2 is the inciting incident.
      expect(scenes[1].characterNames).toEqual(['Mara', 'Vex']);
    }
  });
});

describe('offline scene text', () => {
  it('starts every sentence with a capital letter', () => {
    for (const { scenes } of plans()) {
      for (const { prompt } of scenes) expect(prompt).not.toMatch(/(^|[.!?]\s+)\p{Ll}/u);
    }
  });

  it('uses no pronoun for a lead whose bio gives none, and the bio’s own when it gives one', () => {
    for (const { characters, idea, scenes } of plans()) {
      const text = scenes.map((scene) => scene.prompt.replace(premiseOf(idea), '').replace(/they have been chasing/, '')).join(' ');
      const lead = characters.find((c) => c.role === 'Good Guy') ?? characters.find((c) => c.role === 'Neutral') ?? characters[0];
      const others = characters.filter((c) => c !== lead);
      if (!/\b(she|he|they)\b/i.test(lead.bio) && others.every((c) => !/\b(she|he|they)\b/i.test(c.bio))) expect(text).not.toMatch(NO_PRONOUN);
    }
    const withShe = planScenesOffline(brief({ characters: BIBLES[1], durations: scenePlan(10).durations })).map((s) => s.prompt).join(' ');
    expect(withShe).not.toMatch(/\b(his|he|him|their)\b/);
  });

  it('names only people of the Character Bible, and never a stand-in', () => {
    for (const { characters, idea, scenes } of plans()) {
      const names = characters.map((c) => c.name);
      for (const scene of scenes) {
        for (const name of scene.characterNames) expect(names).toContain(name);
        expect(new Set(scene.characterNames).size).toBe(scene.characterNames.length);
        let rest = scene.prompt.replace(premiseOf(idea), '');
        for (const name of names) rest = rest.replace(new RegExp(name, 'gi'), '');
        // What is left is the template's own words: a capital only where a sentence or a label starts.
        expect(rest).not.toMatch(/[^.!?:\s]\s+\p{Lu}/u);
        expect(rest).not.toMatch(/unlikely friend|unseen threat|the lead\b/i);
      }
    }
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
