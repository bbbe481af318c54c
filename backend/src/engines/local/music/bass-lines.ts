import type { BassStyle, Composition } from '../../music-engine';
import { swingUnitOf } from './drum-patterns';
import {
  BEATS_PER_BAR,
  type Note,
  type PlacedSection,
  chordPitchClasses,
  humanize,
  nearestOfClass,
  scaleMidis,
  swung,
} from './performance';

/** Bass notes sit around E1–C3; the root is taken nearest to this. */
const BASS_CENTRE = 38;

/** [beat in bar, length, which note (0 root, 1 fifth, 2 octave, 3 approach), velocity] per style. */
type Step = readonly [number, number, 0 | 1 | 2 | 3, number];

const FIGURES: Readonly<Record<Exclude<BassStyle, 'walking'>, readonly Step[]>> = {
  'root-eighths': [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((beat) => [beat, 0.45, beat === 3.5 ? 3 : 0, beat % 1 === 0 ? 0.9 : 0.7] as const),
  driving: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((beat) => [beat, 0.45, beat % 2 === 1.5 ? 2 : beat === 3.5 ? 3 : 0, beat % 1 === 0 ? 0.95 : 0.75] as const),
  sub: [
    [0, 1.7, 0, 1],
    [1.75, 0.7, 0, 0.8],
    [2.5, 1.4, 0, 0.9],
  ],
  pulse: [0.5, 1.5, 2.5, 3.5].map((beat) => [beat, 0.4, 0, 0.9] as const),
  'root-fifth': [
    [0, 0.9, 0, 0.95],
    [1, 0.4, 1, 0.7],
    [2, 0.9, 1, 0.9],
    [3, 0.4, 0, 0.7],
    [3.5, 0.45, 3, 0.65],
  ],
};

/** A note a semitone below the next root (or above, when it would leave the range): the classic lead-in. */
function approach(nextRoot: number): number {
  return nextRoot - 1 >= 28 ? nextRoot - 1 : nextRoot + 1;
}

function pick(kind: 0 | 1 | 2 | 3, root: number, fifth: number, nextRoot: number): number {
  if (kind === 1) return fifth;
  if (kind === 2) return root + 12;
  if (kind === 3) return approach(nextRoot);
  return root;
}

/** A four-beat walk: root, a chord tone, another scale step, then a lead-in to the next root. */
function walkBar(root: number, chord: number[], nextRoot: number, scale: number[], random: () => number): number[] {
  const third = nearestOfClass(chord[1] ?? chord[0], root + 4);
  const fifth = nearestOfClass(chord[2] ?? chord[0], root + 7);
  const second = random() < 0.5 ? third : fifth;
  const towards = scale.filter((midi) => midi > Math.min(second, nextRoot) && midi < Math.max(second, nextRoot));
  const third3 = towards.length ? towards[Math.floor(random() * towards.length)] : second + (random() < 0.5 ? 2 : -2);
  return [root, second, third3, approach(nextRoot)];
}

/** The bass part: a figure per bar on the chord's root and fifth, leading into the next chord. */
export function bassPart(composition: Composition, sections: readonly PlacedSection[], random: () => number): Note[] {
  const notes: Note[] = [];
  const bars = sections.flatMap(({ section, startBeat }) =>
    section.chords.map((chord, bar) => ({ chord, start: startBeat + bar * BEATS_PER_BAR, energy: section.energy })),
  );
  const scale = scaleMidis(composition.key, composition.scale, 26, 52);
  const unit = swingUnitOf(composition.drums);
  bars.forEach(({ chord, start, energy }, index) => {
    const classes = chordPitchClasses(chord, composition.key);
    const root = nearestOfClass(classes[0], BASS_CENTRE);
    const fifth = nearestOfClass(classes[2] ?? classes[0], root - 5);
    const following = bars[index + 1];
    const nextRoot = following ? nearestOfClass(chordPitchClasses(following.chord, composition.key)[0], BASS_CENTRE) : root;
    if (composition.bass === 'walking') {
      walkBar(root, classes.map((pc) => nearestOfClass(pc, root + 5)), nextRoot, scale, random).forEach((midi, beat) => {
        notes.push({ beat: start + beat, length: 0.9, midi, velocity: humanize(random, beat === 0 ? 0.9 : 0.75) });
      });
      return;
    }
    // Quiet sections keep only the strong beats.
    const figure = FIGURES[composition.bass].filter(([beat]) => energy >= 0.5 || beat % 2 === 0);
    for (const [beat, length, kind, velocity] of figure) {
      notes.push({
        beat: start + swung(beat, composition.swing, unit),
        length,
        midi: pick(kind, root, fifth, nextRoot),
        velocity: humanize(random, velocity * (0.75 + 0.25 * energy)),
      });
    }
  });
  return notes;
}
