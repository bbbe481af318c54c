import type { ComposedSection, Composition } from '../../music-engine';
import { loadTonal } from './tonal';

export type DrumSound = 'kick' | 'snare' | 'clap' | 'rim' | 'hat' | 'open-hat' | 'ride' | 'crash' | 'tom';

/** Positions and lengths are in beats (quarter notes) from the start of the song. */
export interface DrumHit {
  beat: number;
  sound: DrumSound;
  velocity: number;
}

export interface Note {
  beat: number;
  length: number;
  midi: number;
  velocity: number;
}

/** What the synthesizer plays: every note of every stem, on one beat grid. */
export interface Performance {
  totalBeats: number;
  drums: DrumHit[];
  bass: Note[];
  melody: Note[];
  chords: Note[];
}

export const BEATS_PER_BAR = 4;

/** A section with its place in the song. */
export interface PlacedSection {
  section: ComposedSection;
  index: number;
  startBeat: number;
  /** The section after it, if any (fills and pickups lead into it). */
  next: ComposedSection | null;
}

export function placeSections(composition: Composition): PlacedSection[] {
  let startBeat = 0;
  return composition.sections.map((section, index) => {
    const placed = { section, index, startBeat, next: composition.sections[index + 1] ?? null };
    startBeat += section.bars * BEATS_PER_BAR;
    return placed;
  });
}

export function totalBeatsOf(composition: Composition): number {
  return composition.sections.reduce((sum, section) => sum + section.bars * BEATS_PER_BAR, 0);
}

/**
 * Where an offbeat lands with swing: within each pair of `unit`-long steps the second is delayed by
 * `swing` × `unit` (0.33 at 8ths is a triplet feel). On-beat steps never move, so beats stay exact.
 */
export function swung(beatInBar: number, swing: number, unit: number): number {
  if (swing <= 0) return beatInBar;
  const pair = unit * 2;
  const inPair = beatInBar % pair;
  const isOffbeat = Math.abs(inPair - unit) < 1e-9;
  return isOffbeat ? beatInBar + swing * unit : beatInBar;
}

/** Pitch classes (0–11) of a chord symbol; an unknown symbol falls back to the tonic's major triad. */
export function chordPitchClasses(symbol: string, fallbackTonic: string): number[] {
  const { Chord, Note } = loadTonal();
  const chord = Chord.get(symbol);
  const notes = chord.empty ? Chord.get(fallbackTonic).notes : chord.notes;
  return notes.map((note) => Note.chroma(note) ?? 0);
}

/** The chord's root pitch class. */
export function rootPitchClass(symbol: string, fallbackTonic: string): number {
  return chordPitchClasses(symbol, fallbackTonic)[0] ?? 0;
}

/** MIDI numbers of the scale between `low` and `high` (inclusive). */
export function scaleMidis(key: string, scale: string, low: number, high: number): number[] {
  const { Scale, Note } = loadTonal();
  const classes = new Set(Scale.get(`${key} ${scale}`).notes.map((note) => Note.chroma(note) ?? 0));
  const midis: number[] = [];
  for (let midi = low; midi <= high; midi += 1) if (classes.has(midi % 12)) midis.push(midi);
  return midis;
}

/** The MIDI note of pitch class `pc` closest to `target`. */
export function nearestOfClass(pc: number, target: number): number {
  const base = target - (((target - pc) % 12) + 12) % 12;
  return target - base <= 6 ? base : base + 12;
}

/** Velocities vary a little (never the timing, so stems stay on the grid). */
export function humanize(random: () => number, velocity: number, amount = 0.08): number {
  return Math.max(0.05, Math.min(1, velocity + (random() * 2 - 1) * amount));
}
