import { hashText, seededRandom } from '../../../engines/shared/seeded-random';
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

/** {hero} leads, {villain} opposes, {ally} helps; {premise} is the user's idea. */
const TEMPLATES: Readonly<Record<Beat, readonly string[]>> = {
  opening: [
    'Opening. {hero} goes about an ordinary day, unaware of what is coming. The world of the story: {premise}.',
    'Dawn. We meet {hero} in their own world, the calm before everything changes. The story: {premise}.',
    'Opening image. {hero}, alone, in the place where it all begins: {premise}.',
  ],
  inciting: [
    'Everything changes for {hero} when {villain} makes the first move. There is no going back now.',
    'A discovery pulls {hero} out of routine: {villain} is behind it, and {hero} has to act.',
    '{villain} strikes without warning. {hero} sees it happen and decides to get involved.',
  ],
  rising: [
    '{hero} and {ally} follow the trail; every step raises the stakes while {villain} watches from the shadows.',
    '{hero} tries a bold plan with {ally}. It half works, and costs more than anyone expected.',
    'Pressure mounts: {villain} tightens the net while {hero} learns a hard truth from {ally}.',
    '{hero} pushes on through a tense chase, {ally} close behind, one step ahead of {villain}.',
  ],
  midpoint: [
    'Midpoint. {hero} comes face to face with {villain} for the first time, and what {hero} believed turns out to be wrong.',
    'Midpoint reversal: {villain} reveals the real plan. {hero} and {ally} realise they have been chasing the wrong thing.',
  ],
  complication: [
    "{hero}'s plan falls apart. {ally} is in danger and time is running out.",
    'At the lowest point, {hero} must choose between what they want and what is right, while {villain} closes in.',
    '{ally} and {hero} argue; trust breaks. {villain} uses the moment to take the upper hand.',
  ],
  climax: [
    'Climax. {hero} confronts {villain} with everything on the line; {ally} arrives at the decisive moment.',
    'The final showdown: {hero} turns the lesson of the journey against {villain}, as {ally} holds the line.',
  ],
  resolution: [
    'Resolution. The dust settles; {hero} has changed, and so has the world of the story: {premise}.',
    'Closing image. {hero} and {ally} look back on what it cost, and forward to what comes next.',
  ],
};

interface Cast {
  heroes: string[];
  villains: string[];
  others: string[];
}

function castOf(brief: ScriptBrief): Cast {
  const names = (role: string) => brief.characters.filter((c) => c.role === role).map((c) => c.name);
  const cast = { heroes: names('Good Guy'), villains: names('Bad Guy'), others: names('Neutral') };
  // A film needs a lead: without a Good Guy the first neutral (or anyone) carries the story.
  if (!cast.heroes.length) {
    const lead = cast.others.shift() ?? cast.villains.shift() ?? 'The lead';
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

/**
 * The offline engine's scene breakdown: the idea laid over a three-act beat sheet, one beat per scene,
 * each naming the characters in it by their Character Bible names — Good Guys lead, Bad Guys oppose,
 * Neutrals help — with the supporting cast rotated so everyone appears. Deterministic for the same input.
 */
export function planScenesOffline(brief: ScriptBrief): SceneDraft[] {
  const random = seededRandom(hashText(`${brief.title}\n${brief.prompt}`));
  const cast = castOf(brief);
  const premise = premiseOf(brief.prompt);
  const used = new Map<Beat, number>();
  const supporting = [...cast.others, ...cast.heroes.slice(1)];
  return brief.durations.map((_, index) => {
    const beat = beatAt(index, brief.durations.length);
    const templates = TEMPLATES[beat];
    const seen = used.get(beat) ?? Math.floor(random() * templates.length);
    used.set(beat, seen + 1);
    const template = templates[seen % templates.length];
    const hero = cast.heroes[index % cast.heroes.length];
    const villain = cast.villains.length ? cast.villains[index % cast.villains.length] : null;
    const ally = supporting.length ? supporting[index % supporting.length] : null;
    const prompt = template
      .replace(/\{hero\}/g, hero)
      .replace(/\{villain\}/g, villain ?? 'an unseen threat')
      .replace(/\{ally\}/g, ally ?? 'an unlikely friend')
      .replace(/\{premise\}/g, premise);
    const names = [hero, villain, ally].filter((name): name is string => !!name && template.includes(placeholderOf(name, { hero, villain, ally })));
    return { prompt: capitalize(prompt), characterNames: names };
  });
}

function placeholderOf(name: string, roles: { hero: string; villain: string | null; ally: string | null }): string {
  if (name === roles.hero) return '{hero}';
  if (name === roles.villain) return '{villain}';
  return '{ally}';
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
