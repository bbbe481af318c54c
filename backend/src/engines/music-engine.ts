import type { EngineDescriptor } from './engine-descriptor';

/** Spec 001 §9: the studio's lists, exactly. */
export const MUSIC_GENRES = ['pop', 'rock', 'hip-hop', 'electronic', 'jazz', 'country'] as const;
export const MUSIC_MOODS = ['upbeat', 'melancholic', 'energetic', 'chill', 'romantic', 'dark'] as const;
export const MUSIC_KEYS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
export const MUSIC_PROJECT_TYPES = ['single', 'album'] as const;
export const MUSIC_LENGTHS = [2, 3, 4, 5, 8] as const;
export const MUSIC_TEMPO = { min: 60, max: 180, fallback: 120 } as const;

export type MusicGenre = (typeof MUSIC_GENRES)[number];
export type MusicMood = (typeof MUSIC_MOODS)[number];
export type MusicKey = (typeof MUSIC_KEYS)[number];
export type MusicProjectType = (typeof MUSIC_PROJECT_TYPES)[number];

/** Kinds of lyric section a song is written in (the spec: "verse, chorus, bridge…"). */
export const LYRIC_SECTION_TYPES = ['intro', 'verse', 'pre-chorus', 'chorus', 'bridge', 'hook', 'outro'] as const;
export type LyricSectionType = (typeof LYRIC_SECTION_TYPES)[number];

/** A song's sections: the lyric kinds plus instrumental breaks the form adds to fill the length. */
export type SongSectionType = LyricSectionType | 'instrumental';

/** The four instrument stems of a beat (spec 001 §3: stems drums/bass/melody/chords). */
export const STEM_NAMES = ['drums', 'bass', 'melody', 'chords'] as const;
export type StemName = (typeof STEM_NAMES)[number];

export interface LyricsRequest {
  prompt: string;
  genre: MusicGenre;
  mood: MusicMood;
  projectType: MusicProjectType;
}

export interface WrittenSection {
  type: LyricSectionType;
  content: string;
}

export interface WrittenLyrics {
  /** A short title for the song, from the prompt. */
  title: string;
  sections: WrittenSection[];
  engine: EngineDescriptor;
}

/** A lyric section as the composer places it: by id, so the guide vocal and the arrangement can find it again. */
export interface LyricLine {
  id: string;
  type: LyricSectionType;
  content: string;
}

export interface CompositionRequest {
  genre: MusicGenre;
  mood: MusicMood;
  key: MusicKey;
  /** Beats per minute, 60–180. */
  tempo: number;
  lengthMinutes: number;
  /** In song order; may be empty (an instrumental). */
  lyrics: readonly LyricLine[];
  /** Seeds every random choice: the same request composes the same song. */
  seed: number;
}

export type DrumStyle = 'backbeat' | 'rock' | 'boom-bap' | 'four-on-the-floor' | 'swing' | 'train';
export type BassStyle = 'root-eighths' | 'driving' | 'sub' | 'pulse' | 'walking' | 'root-fifth';
export type LeadInstrument = 'piano' | 'pluck' | 'lead' | 'bell' | 'guitar';
export type ChordInstrument = 'pad' | 'piano' | 'organ' | 'guitar' | 'keys';
export type ChordRhythm = 'sustain' | 'stabs' | 'strum' | 'comp' | 'arpeggio';

/** One section of the song form with its harmony: a chord symbol per bar. */
export interface ComposedSection {
  type: SongSectionType;
  /** Number of the section among its kind, from 1 (Verse 1, Verse 2…). */
  number: number;
  bars: number;
  /** Chord symbols (`Am7`, `F`, `Gsus4`…), one per bar. */
  chords: string[];
  /** 0–1: how busy drums and melody are. */
  energy: number;
  /** The lyric section sung here; null for instrumental parts. */
  lyricId: string | null;
}

/**
 * A song as a score: what the synthesizer performs. The offline engine composes it with music theory; an
 * OpenAI-compatible model may compose the harmony and choose the styles instead. Plain data, so it crosses
 * into a worker thread and is kept in the job's row.
 */
export interface Composition {
  genre: MusicGenre;
  mood: MusicMood;
  key: MusicKey;
  /** A tonal scale name for the key (`major`, `minor`, `dorian`, `phrygian`…). */
  scale: string;
  tempo: number;
  /** 0 (straight) – 0.34 (triplet swing): how late offbeats fall, as a fraction of their subdivision. */
  swing: number;
  sections: ComposedSection[];
  drums: DrumStyle;
  bass: BassStyle;
  lead: LeadInstrument;
  chordInstrument: ChordInstrument;
  chordRhythm: ChordRhythm;
  /** 0–1: notes per beat of the melody at full energy. */
  melodyDensity: number;
  seed: number;
}

export interface MusicCallOptions {
  signal?: AbortSignal;
}

/** Writes lyrics and composes songs; the offline synthesizer performs every composition, whoever made it. */
export interface MusicEngine {
  readonly engine: EngineDescriptor;
  writeLyrics(request: LyricsRequest, options?: MusicCallOptions): Promise<WrittenLyrics>;
  compose(request: CompositionRequest, options?: MusicCallOptions): Promise<Composition>;
}

/** The label shown with a beat ("Beat generated! (offline engine)"): who composed it. */
export function musicSourceLabel(engine: EngineDescriptor): string {
  return engine.provider === 'local' ? engine.label : `${engine.model} via OpenAI-compatible API`;
}
