import type { ComposedSection, Composition, CompositionRequest, MusicMood, SongSectionType } from '../../music-engine';
import { GENRE_STYLES, MOOD_STYLES, type ProgressionRole, type Progressions, isMinorScale } from './music-styles';
import { SECTION_ENERGY, barsFor, planSongForm } from './song-form';
import { loadTonal } from './tonal';

const ROLE_OF: Readonly<Record<SongSectionType, ProgressionRole>> = {
  intro: 'verse',
  verse: 'verse',
  'pre-chorus': 'pre',
  chorus: 'chorus',
  hook: 'chorus',
  bridge: 'bridge',
  instrumental: 'chorus',
  outro: 'verse',
};

const ENERGY_OF_MOOD: Readonly<Record<MusicMood, number>> = {
  upbeat: 1,
  energetic: 1.1,
  romantic: 0.85,
  melancholic: 0.85,
  chill: 0.75,
  dark: 0.95,
};

/** Plain major and minor triads gain their seventh (C → Cmaj7, Am → Am7); other chords stay. */
export function withSeventh(symbol: string): string {
  const { Chord } = loadTonal();
  const chord = Chord.get(symbol);
  if (chord.empty || !chord.tonic) return symbol;
  if (chord.type === 'major') return `${chord.tonic}maj7`;
  if (chord.type === 'minor') return `${chord.tonic}m7`;
  return symbol;
}

/** The chord symbols of a progression in `key` (e.g. `bVI` in C → `Ab`). */
export function chordsOf(key: string, numerals: readonly string[], sevenths: boolean): string[] {
  const { Progression } = loadTonal();
  const chords = Progression.fromRomanNumerals(key, numerals);
  return sevenths ? chords.map(withSeventh) : chords;
}

/** The chord of the key's first degree (C, or Cm in a minor scale). */
export function tonicChord(key: string, scale: string): string {
  return isMinorScale(scale) ? `${key}m` : key;
}

/** A chord symbol per bar: the progression cycled, the song's last bar resolved to the tonic. */
export function sectionChords(progression: readonly string[], bars: number): string[] {
  return Array.from({ length: bars }, (_, bar) => progression[bar % progression.length]);
}

/**
 * The offline engine's composition: the form from the lyrics and the length, harmony from the genre and
 * the mood (minor scales for melancholic and dark), instruments and grooves from the genre.
 */
export function composeSong(request: CompositionRequest, harmony?: Partial<Record<ProgressionRole, string[]>>): Composition {
  const genre = GENRE_STYLES[request.genre];
  const mood = MOOD_STYLES[request.mood];
  const minor = isMinorScale(mood.scale);
  const progressions: Progressions = mood.progressions ?? (minor ? genre.minor : genre.major);
  const form = planSongForm(barsFor(request.lengthMinutes, request.tempo), request.lyrics);
  const chordsFor = (role: ProgressionRole) => harmony?.[role] ?? chordsOf(request.key, progressions[role], mood.sevenths);
  const sections: ComposedSection[] = form.map((part) => ({
    type: part.type,
    number: part.number,
    bars: part.bars,
    chords: sectionChords(chordsFor(ROLE_OF[part.type]), part.bars),
    energy: Math.min(1, SECTION_ENERGY[part.type] * ENERGY_OF_MOOD[request.mood]),
    lyricId: part.lyricId,
  }));
  const last = sections.at(-1);
  if (last) last.chords[last.chords.length - 1] = tonicChord(request.key, mood.scale);
  return {
    genre: request.genre,
    mood: request.mood,
    key: request.key,
    scale: mood.scale,
    tempo: request.tempo,
    swing: genre.swing,
    sections,
    drums: genre.drums,
    bass: genre.bass,
    lead: genre.lead,
    chordInstrument: request.mood === 'chill' && request.genre !== 'jazz' ? 'pad' : genre.chordInstrument,
    chordRhythm: genre.chordRhythm,
    melodyDensity: Math.min(1, genre.melodyDensity * mood.density),
    seed: request.seed >>> 0,
  };
}
