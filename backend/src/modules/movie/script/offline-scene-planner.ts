import { hashText, seededRandom } from '../../../engines/shared/seeded-random';
import { type Pronouns, possessiveOf, pronounsOf } from './character-pronouns';
import type { ScriptBrief, SceneDraft } from './scene-draft';

type Beat = 'opening' | 'inciting' | 'rising' | 'midpoint' | 'complication' | 'climax' | 'resolution';

/** Where each beat starts, as a share of the film (a three-act shape). */
const BEATS: ReadonlyArray<[number, Beat]> = [
  [0, 'opening'],
  [0.12, 'inciting'],
  [0.25, 'rising'],
  [0.45, 'midpoint'],
  [0.56, 'complication'],
  [0.76, 'climax'],
  [0.9, 'resolution'],
];

/**
 * {hero} leads, {villain} opposes, {ally} helps; {premise} is the user's idea. A template is used only when
 * the bible has everyone it names, so nobody is invented. {hero's} and {hero:they} refer back to the lead
 * named earlier in the same sentence: the bio's pronoun when it gives one, else the name again; {hero:they}
 * only ever takes a past-tense or modal verb, which agrees with "they" as with any name.
 */
const TEMPLATES: Readonly<Record<Beat, readonly string[]>> = {
  opening: [
    'Opening. {hero} goes about an ordinary day, unaware of what is coming. The world of the story: {premise}.',
    "Dawn. We meet {hero} in {hero's} own world, the calm before everything changes. The story: {premise}.",
    'Opening image. {hero}, alone, in the place where it all begins: {premise}.',
  ],
  inciting: [
    'Everything changes for {hero} when {villain} makes the first move. There is no going back now.',
    'A discovery pulls {hero} out of routine: {villain} is behind it, and {hero} has to act.',
    '{villain} strikes without warning. {hero} sees it happen and decides to get involved.',
    'A discovery pulls {hero} out of routine, and nothing {hero:they} knew still holds. There is no going back now.',
  ],
  rising: [
    '{hero} and {ally} follow the trail; every step raises the stakes while {villain} watches from the shadows.',
    '{hero} tries a bold plan with {ally}. It half works, and costs more than anyone expected.',
    'Pressure mounts: {villain} tightens the net while {hero} learns a hard truth from {ally}.',
    '{hero} pushes on through a tense chase, {ally} close behind, one step ahead of {villain}.',
    '{hero} follows the trail alone. Every step raises the stakes, and costs more than {hero:they} expected.',
  ],
  midpoint: [
    'Midpoint. {hero} comes face to face with {villain} for the first time, and what {hero} believed turns out to be wrong.',
    'Midpoint reversal: {villain} reveals the real plan. {hero} and {ally} realise they have been chasing the wrong thing.',
    'Midpoint. {hero} learns the truth at last, and what {hero:they} believed turns out to be wrong.',
  ],
  complication: [
    "{hero}'s plan falls apart. {ally} is in danger and time is running out.",
    'At the lowest point, {hero} must choose between a personal wish and what is right, while {villain} closes in.',
    '{ally} and {hero} argue; trust breaks. {villain} uses the moment to take the upper hand.',
    "{hero}'s plan falls apart, and time is running out. {hero} must decide what {hero:they} can still save.",
  ],
  climax: [
    'Climax. {hero} confronts {villain} with everything on the line; {ally} arrives at the decisive moment.',
    'The final showdown: {hero} turns the lesson of the journey against {villain}, as {ally} holds the line.',
    "Climax. With everything on the line, {hero} puts {hero's} last hope to the test.",
  ],
  resolution: [
    'Resolution. The dust settles; {hero} has changed, and so has the world of the story: {premise}.',
    'Closing image. {hero} and {ally} look back on what it cost, and forward to what comes next.',
  ],
};

interface Person {
  name: string;
  pronouns: Pronouns | null;
}

interface Cast {
  heroes: Person[];
  villains: Person[];
  others: Person[];
}

function castOf(brief: ScriptBrief): Cast {
  const people = (role: string) => brief.characters.filter((c) => c.role === role).map((c) => ({ name: c.name, pronouns: pronounsOf(c.bio) }));
  const cast = { heroes: people('Good Guy'), villains: people('Bad Guy'), others: people('Neutral') };
  // A film needs a lead: without a Good Guy the first neutral (or anyone) carries the story.
  if (!cast.heroes.length) {
    const lead = cast.others.shift() ?? cast.villains.shift();
    // The script service asks for a character first; a lead is never invented.
    if (!lead) throw new Error('The offline planner needs at least one character.');
    cast.heroes.push(lead);
  }
  return cast;
}

/** The idea, as a clause: first sentence, no final stop, at most ~160 characters. */
export function premiseOf(prompt: string): string {
  const first = prompt.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  const clipped = first.length > 160 ? `${first.slice(0, 159).replace(/\s+\S*$/, '')}…` : first;
  return clipped.replace(/[.!?]+$/, '') || 'a story waiting to be told';
}

function beatAt(index: number, count: number): Beat {
  if (count === 1) return 'opening';
  if (index === count - 1) return 'resolution';
  const share = index / count;
  let beat: Beat = 'opening';
  for (const [start, name] of BEATS) if (share >= start) beat = name;
  return beat;
}

/** Whether a template names only people the scene has. */
const fits = (template: string, villain: Person | null, ally: Person | null) =>
  (villain || !template.includes('{villain}')) && (ally || !template.includes('{ally}'));

/** Every sentence starts with a capital, even when it starts with a name or idea written in lower case. */
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());
}

/**
 * The offline engine's scene breakdown: the idea laid over a three-act beat sheet, one beat per scene,
 * each naming the characters in it by their Character Bible names — Good Guys lead, Bad Guys oppose,
 * Neutrals help — with the supporting cast rotated so everyone appears. Only bible characters are named,
 * a pronoun is used only where the bio gives one, and every sentence starts with a capital. Deterministic
 * for the same input.
 */
export function planScenesOffline(brief: ScriptBrief): SceneDraft[] {
  const random = seededRandom(hashText(`${brief.title}\n${brief.prompt}`));
  const cast = castOf(brief);
  const premise = premiseOf(brief.prompt);
  const used = new Map<Beat, number>();
  const supporting = [...cast.others, ...cast.heroes.slice(1)];
  return brief.durations.map((_, index) => {
    const beat = beatAt(index, brief.durations.length);
    const hero = cast.heroes[index % cast.heroes.length];
    const villain = cast.villains.length ? cast.villains[index % cast.villains.length] : null;
    // With two leads, one helps the other: never the same person in both parts.
    const helpers = supporting.filter((person) => person !== hero);
    const ally = helpers.length ? helpers[index % helpers.length] : null;
    // The lead alone only when the beat has nobody else to bring in (an antagonist should incite, not vanish).
    const fitting = TEMPLATES[beat].filter((template) => fits(template, villain, ally));
    const withOthers = fitting.filter((template) => template.includes('{villain}') || template.includes('{ally}'));
    const templates = withOthers.length ? withOthers : fitting;
    const seen = used.get(beat) ?? Math.floor(random() * templates.length);
    used.set(beat, seen + 1);
    const template = templates[seen % templates.length];
    const prompt = template
      .replace(/\{hero's\}/g, hero.pronouns?.possessive ?? possessiveOf(hero.name))
      .replace(/\{hero:they\}/g, hero.pronouns?.subject ?? hero.name)
      .replace(/\{hero\}/g, hero.name)
      .replace(/\{villain\}/g, villain?.name ?? '')
      .replace(/\{ally\}/g, ally?.name ?? '')
      .replace(/\{premise\}/g, premise);
    const names = [
      hero.name,
      ...(villain && template.includes('{villain}') ? [villain.name] : []),
      ...(ally && template.includes('{ally}') ? [ally.name] : []),
    ];
    return { prompt: sentenceCase(prompt), characterNames: names };
  });
}
