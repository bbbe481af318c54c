import type { Composition } from '../../music-engine';
import { seededRandom } from '../../shared/seeded-random';
import { bassPart } from './bass-lines';
import { chordPart } from './chord-parts';
import { drumPart } from './drum-patterns';
import { melodyPart } from './melody-lines';
import { type Performance, placeSections, totalBeatsOf } from './performance';

/**
 * Turns a composition into notes for the four stems. Each part draws from its own seeded generator, so
 * the same composition always gives the same notes.
 */
export function perform(composition: Composition): Performance {
  const sections = placeSections(composition);
  const stream = (salt: number) => seededRandom((composition.seed ^ Math.imul(salt, 0x9e3779b1)) >>> 0);
  return {
    totalBeats: totalBeatsOf(composition),
    drums: drumPart(composition, sections, stream(1)),
    bass: bassPart(composition, sections, stream(2)),
    melody: melodyPart(composition, sections, stream(3)),
    chords: chordPart(composition, sections, stream(4)),
  };
}
