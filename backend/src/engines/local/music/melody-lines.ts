import type { Composition, SongSectionType } from '../../music-engine';
import { swingUnitOf } from './drum-patterns';
import { BEATS_PER_BAR, type Note, type PlacedSection, chordPitchClasses, humanize, scaleMidis, swung } from './performance';

const MELODY_LOW = 60;
const MELODY_HIGH = 84;

/** A two-bar idea: onsets (in 8ths from its start) and scale steps relative to where it begins. */
interface Motif {
  onsets: number[];
  steps: number[];
}

/** Choruses sit higher than verses; intros and outros keep to a sparse line. */
const REGISTER_SHIFT: Partial<Record<SongSectionType, number>> = { chorus: 3, hook: 3, instrumental: 2, bridge: 1 };

function makeMotif(random: () => number, density: number): Motif {
  const onsets = [0];
  for (let slot = 1; slot < 16; slot += 1) {
    // Strong 8ths (on the beat) are likelier; the motif's last beat rests so phrases breathe.
    const onBeat = slot % 2 === 0;
    if (slot >= 14) continue;
    if (random() < density * (onBeat ? 0.75 : 0.45)) onsets.push(slot);
  }
  const steps = [0];
  for (let index = 1; index < onsets.length; index += 1) {
    const leap = random();
    const size = leap < 0.55 ? 1 : leap < 0.85 ? 2 : 3;
    const direction = random() < 0.5 ? -1 : 1;
    steps.push(steps[index - 1] + size * direction);
  }
  return { onsets, steps };
}

/** The scale note nearest to `target` among the chord's tones (strong beats land on the harmony). */
function nearestChordTone(scale: number[], classes: number[], target: number): number {
  const tones = scale.filter((midi) => classes.includes(midi % 12));
  const pool = tones.length ? tones : scale;
  return pool.reduce((best, midi) => (Math.abs(midi - target) < Math.abs(best - target) ? midi : best), pool[0]);
}

/**
 * The melody: per section two motifs in an A A B A shape, each phrase starting from a chord tone near the
 * section's register and moving by scale steps; notes on the beat snap to the bar's chord. Denser and
 * higher in choruses, sparse in intros and outros.
 */
export function melodyPart(composition: Composition, sections: readonly PlacedSection[], random: () => number): Note[] {
  const notes: Note[] = [];
  const scale = scaleMidis(composition.key, composition.scale, MELODY_LOW, MELODY_HIGH);
  const unit = swingUnitOf(composition.drums);
  const motifs = new Map<SongSectionType, [Motif, Motif]>();
  for (const { section, startBeat } of sections) {
    const density = composition.melodyDensity * (0.45 + 0.55 * section.energy);
    const pair = motifs.get(section.type) ?? [makeMotif(random, density), makeMotif(random, density)];
    motifs.set(section.type, pair);
    const centreIndex = Math.floor(scale.length / 2) + (REGISTER_SHIFT[section.type] ?? 0);
    for (let phrase = 0; phrase * 2 < section.bars; phrase += 1) {
      const motif = phrase % 4 === 2 ? pair[1] : pair[0];
      const phraseStart = startBeat + phrase * 2 * BEATS_PER_BAR;
      const phraseBars = Math.min(2, section.bars - phrase * 2);
      const chordAt = (beat: number) => section.chords[Math.min(section.chords.length - 1, Math.floor((beat - startBeat) / BEATS_PER_BAR))];
      const startChord = chordPitchClasses(chordAt(phraseStart), composition.key);
      let index = scale.indexOf(nearestChordTone(scale, startChord, scale[Math.min(scale.length - 1, centreIndex)]));
      motif.onsets.forEach((onset, position) => {
        if (onset >= phraseBars * 8) return;
        const next = motif.onsets[position + 1] ?? phraseBars * 8;
        const beatInPhrase = onset / 2;
        const beat = phraseStart + Math.floor(beatInPhrase / BEATS_PER_BAR) * BEATS_PER_BAR + swung(beatInPhrase % BEATS_PER_BAR, composition.swing, unit);
        if (position > 0) index = Math.max(0, Math.min(scale.length - 1, index + (motif.steps[position] - motif.steps[position - 1])));
        let midi = scale[index];
        if (onset % 2 === 0) {
          midi = nearestChordTone(scale, chordPitchClasses(chordAt(beat), composition.key), midi);
          index = scale.indexOf(midi);
        }
        const length = Math.min(2, Math.max(0.25, (Math.min(next, phraseBars * 8) - onset) / 2 - 0.05));
        notes.push({ beat, length, midi, velocity: humanize(random, onset % 4 === 0 ? 0.85 : 0.7) });
      });
    }
  }
  return notes;
}
