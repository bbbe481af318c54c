import type {
  BassStyle,
  ChordInstrument,
  ChordRhythm,
  DrumStyle,
  LeadInstrument,
  MusicGenre,
  MusicMood,
} from '../../music-engine';

/** Which progression a section plays. */
export type ProgressionRole = 'verse' | 'pre' | 'chorus' | 'bridge';

/** Roman numerals with their quality spelled out (`VIm`, `bVII`, `IIm7b5`), as tonal's Progression reads them. */
export type Progressions = Readonly<Record<ProgressionRole, readonly string[]>>;

export interface GenreStyle {
  drums: DrumStyle;
  bass: BassStyle;
  lead: LeadInstrument;
  chordInstrument: ChordInstrument;
  chordRhythm: ChordRhythm;
  swing: number;
  melodyDensity: number;
  /** Progressions in a major key and in a minor one. */
  major: Progressions;
  minor: Progressions;
}

export interface MoodStyle {
  /** The tonal scale of the key: minor ones for melancholic and dark. */
  scale: 'major' | 'minor' | 'dorian' | 'harmonic minor';
  /** Multiplies the melody's density. */
  density: number;
  /** Adds sevenths to plain triads (romantic and chill harmony). */
  sevenths: boolean;
  /** Replaces the genre's progressions (dark and chill have their own colour). */
  progressions?: Progressions;
}

export const GENRE_STYLES: Readonly<Record<MusicGenre, GenreStyle>> = {
  pop: {
    drums: 'backbeat',
    bass: 'root-eighths',
    lead: 'pluck',
    chordInstrument: 'piano',
    chordRhythm: 'stabs',
    swing: 0,
    melodyDensity: 0.6,
    major: { verse: ['I', 'V', 'VIm', 'IV'], pre: ['IIm', 'IV', 'V', 'V'], chorus: ['IV', 'I', 'V', 'VIm'], bridge: ['VIm', 'IV', 'I', 'V'] },
    minor: { verse: ['Im', 'bVI', 'bIII', 'bVII'], pre: ['IVm', 'bVI', 'bVII', 'bVII'], chorus: ['bVI', 'bVII', 'Im', 'Im'], bridge: ['IVm', 'Im', 'bVI', 'bVII'] },
  },
  rock: {
    drums: 'rock',
    bass: 'driving',
    lead: 'guitar',
    chordInstrument: 'guitar',
    chordRhythm: 'strum',
    swing: 0,
    melodyDensity: 0.5,
    major: { verse: ['I', 'bVII', 'IV', 'I'], pre: ['VIm', 'IV', 'V', 'V'], chorus: ['I', 'IV', 'V', 'IV'], bridge: ['VIm', 'IV', 'I', 'V'] },
    minor: { verse: ['Im', 'bVII', 'bVI', 'bVII'], pre: ['IVm', 'IVm', 'V', 'V'], chorus: ['Im', 'bVI', 'bIII', 'bVII'], bridge: ['IVm', 'bVI', 'V', 'V'] },
  },
  'hip-hop': {
    drums: 'boom-bap',
    bass: 'sub',
    lead: 'bell',
    chordInstrument: 'keys',
    chordRhythm: 'sustain',
    swing: 0.16,
    melodyDensity: 0.38,
    major: { verse: ['Imaj7', 'VIm7', 'Imaj7', 'VIm7'], pre: ['IVmaj7', 'IVmaj7', 'V7', 'V7'], chorus: ['IVmaj7', 'IIIm7', 'VIm7', 'V7'], bridge: ['IIm7', 'V7', 'Imaj7', 'VIm7'] },
    minor: { verse: ['Im7', 'bVImaj7', 'Im7', 'bVImaj7'], pre: ['IVm7', 'IVm7', 'V7', 'V7'], chorus: ['Im7', 'IVm7', 'bVImaj7', 'V7'], bridge: ['bIIImaj7', 'bVII7', 'IVm7', 'V7'] },
  },
  electronic: {
    drums: 'four-on-the-floor',
    bass: 'pulse',
    lead: 'lead',
    chordInstrument: 'pad',
    chordRhythm: 'sustain',
    swing: 0,
    melodyDensity: 0.7,
    major: { verse: ['VIm', 'IV', 'I', 'V'], pre: ['IV', 'IV', 'V', 'V'], chorus: ['IV', 'V', 'VIm', 'I'], bridge: ['VIm', 'V', 'IV', 'V'] },
    minor: { verse: ['Im', 'bVI', 'bIII', 'bVII'], pre: ['bVI', 'bVI', 'bVII', 'bVII'], chorus: ['bVI', 'bIII', 'bVII', 'Im'], bridge: ['IVm', 'bVI', 'bVII', 'bVII'] },
  },
  jazz: {
    drums: 'swing',
    bass: 'walking',
    lead: 'piano',
    chordInstrument: 'keys',
    chordRhythm: 'comp',
    swing: 1 / 3,
    melodyDensity: 0.55,
    major: { verse: ['IIm7', 'V7', 'Imaj7', 'VIm7'], pre: ['IIIm7', 'VI7', 'IIm7', 'V7'], chorus: ['IVmaj7', 'IVm7', 'IIIm7', 'VI7'], bridge: ['IIm7', 'V7', 'IIIm7', 'VI7'] },
    minor: { verse: ['IIm7b5', 'V7', 'Im7', 'Im7'], pre: ['IVm7', 'bVII7', 'bIIImaj7', 'bVImaj7'], chorus: ['IVm7', 'bVII7', 'bIIImaj7', 'bVImaj7'], bridge: ['IIm7b5', 'V7', 'Im7', 'IVm7'] },
  },
  country: {
    drums: 'train',
    bass: 'root-fifth',
    lead: 'guitar',
    chordInstrument: 'guitar',
    chordRhythm: 'strum',
    swing: 0.1,
    melodyDensity: 0.5,
    major: { verse: ['I', 'IV', 'I', 'V'], pre: ['IV', 'IV', 'V', 'V'], chorus: ['IV', 'I', 'V', 'I'], bridge: ['VIm', 'IV', 'I', 'V'] },
    minor: { verse: ['Im', 'bVII', 'bVI', 'bVII'], pre: ['IVm', 'IVm', 'bVII', 'bVII'], chorus: ['bIII', 'bVII', 'Im', 'Im'], bridge: ['bVI', 'bVII', 'Im', 'Im'] },
  },
};

export const MOOD_STYLES: Readonly<Record<MusicMood, MoodStyle>> = {
  upbeat: { scale: 'major', density: 1.1, sevenths: false },
  energetic: { scale: 'major', density: 1.2, sevenths: false },
  romantic: { scale: 'major', density: 0.85, sevenths: true },
  melancholic: { scale: 'minor', density: 0.8, sevenths: false },
  chill: {
    scale: 'dorian',
    density: 0.7,
    sevenths: true,
    progressions: { verse: ['Im7', 'IV7', 'Im7', 'IV7'], pre: ['bIIImaj7', 'bIIImaj7', 'IV7', 'IV7'], chorus: ['bIIImaj7', 'IV7', 'Im7', 'bVII'], bridge: ['bVIImaj7', 'IV7', 'Im7', 'Im7'] },
  },
  dark: {
    scale: 'harmonic minor',
    density: 0.85,
    sevenths: false,
    progressions: { verse: ['Im', 'bVI', 'bII', 'V'], pre: ['IVm', 'IVm', 'V', 'V'], chorus: ['Im', 'IVm', 'V', 'Im'], bridge: ['bVI', 'bII', 'V', 'V'] },
  },
};

/** Minor scales take the genre's minor progressions. */
export function isMinorScale(scale: string): boolean {
  return scale !== 'major' && scale !== 'mixolydian' && scale !== 'lydian';
}
