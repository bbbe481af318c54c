import type { ChordRhythm, Composition } from '../../music-engine';
import { swingUnitOf } from './drum-patterns';
import { BEATS_PER_BAR, type Note, type PlacedSection, chordPitchClasses, humanize, swung } from './performance';

/** Voicings stay between these, so the chords sit under the melody. */
const VOICING_LOW = 50;
const VOICING_HIGH = 70;

/** [beat in bar, length] of each chord hit per rhythm (comp is chosen per bar). */
const RHYTHMS: Readonly<Record<Exclude<ChordRhythm, 'comp' | 'arpeggio'>, ReadonlyArray<readonly [number, number]>>> = {
  sustain: [[0, 3.9]],
  stabs: [
    [0, 0.9],
    [1.5, 0.4],
    [2.5, 0.9],
  ],
  strum: [
    [0, 0.95],
    [1, 0.45],
    [1.5, 0.9],
    [2.5, 0.45],
    [3, 0.45],
    [3.5, 0.45],
  ],
};

const COMP_SPOTS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.4],
  [0.5, 0.4],
  [1.5, 0.4],
  [2, 0.6],
  [2.5, 0.4],
  [3.5, 0.4],
];

/** All placements of the chord's pitch classes inside the voicing range, lowest first. */
function candidateVoicings(classes: number[]): number[][] {
  const voicings: number[][] = [];
  for (let bass = VOICING_LOW; bass < VOICING_LOW + 12; bass += 1) {
    if (!classes.includes(bass % 12)) continue;
    const voicing = [bass];
    for (let midi = bass + 1; voicing.length < classes.length && midi <= VOICING_HIGH + 4; midi += 1) {
      const pc = midi % 12;
      if (classes.includes(pc) && !voicing.some((held) => held % 12 === pc)) voicing.push(midi);
    }
    if (voicing.length === classes.length) voicings.push(voicing);
  }
  return voicings;
}

/** The inversion closest to the previous chord (voice leading), or a mid-range one for the first. */
export function voiceChord(classes: number[], previous: number[] | null): number[] {
  const candidates = candidateVoicings(classes);
  if (!candidates.length) return classes.map((pc) => VOICING_LOW + ((pc - VOICING_LOW) % 12 + 12) % 12);
  const centre = previous ? previous.reduce((sum, midi) => sum + midi, 0) / previous.length : 60;
  const distance = (voicing: number[]) => Math.abs(voicing.reduce((sum, midi) => sum + midi, 0) / voicing.length - centre);
  return candidates.reduce((best, voicing) => (distance(voicing) < distance(best) ? voicing : best));
}

function hitsOf(rhythm: ChordRhythm, random: () => number): ReadonlyArray<readonly [number, number]> {
  if (rhythm === 'comp') return COMP_SPOTS.filter(() => random() < 0.35).slice(0, 3);
  if (rhythm === 'arpeggio') return [];
  return RHYTHMS[rhythm];
}

/** The chords part: each bar's chord, voice-led, in the genre's rhythm; strums roll their notes a little. */
export function chordPart(composition: Composition, sections: readonly PlacedSection[], random: () => number): Note[] {
  const notes: Note[] = [];
  const unit = swingUnitOf(composition.drums);
  let previous: number[] | null = null;
  for (const { section, startBeat } of sections) {
    section.chords.forEach((chord, bar) => {
      const voicing = voiceChord(chordPitchClasses(chord, composition.key), previous);
      previous = voicing;
      const barStart = startBeat + bar * BEATS_PER_BAR;
      const quiet = section.energy < 0.5;
      const rhythm: ChordRhythm = quiet ? 'sustain' : composition.chordRhythm;
      if (rhythm === 'arpeggio') {
        for (let step = 0; step < 8; step += 1) {
          const midi = voicing[step % voicing.length] + (step >= voicing.length * 2 ? 12 : 0);
          notes.push({ beat: barStart + step / 2, length: 0.45, midi, velocity: humanize(random, 0.6) });
        }
        return;
      }
      const hits = hitsOf(rhythm, random);
      (hits.length ? hits : RHYTHMS.sustain).forEach(([beat, length]) => {
        const roll = rhythm === 'strum' ? 0.015 : 0;
        voicing.forEach((midi, voice) => {
          notes.push({
            beat: barStart + swung(beat, composition.swing, unit) + voice * roll,
            length,
            midi,
            velocity: humanize(random, (beat === 0 ? 0.75 : 0.6) * (0.7 + 0.3 * section.energy)),
          });
        });
      });
    });
  }
  return notes;
}
