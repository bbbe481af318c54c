import type { Composition, LyricLine, MusicGenre, MusicKey, MusicMood } from '../../../engines/music-engine';
import type { Arrangement, Lane } from '../arrangement/arrangement';
import type { ExportFormat } from './export-plan';

/** What an export job carries: the arrangement as saved when the export was asked for, and its sources. */
export interface ExportJobInput {
  project_id: string;
  public_id: string;
  format: ExportFormat;
  title: string | null;
  genre: MusicGenre;
  mood: MusicMood;
  key: MusicKey;
  scale: string;
  tempo: number;
  source: string;
  arrangement: Arrangement;
  /** Media ids of each lane's stem (the vocals only when the beat has a guide vocal). */
  sources: Partial<Record<Lane, string>>;
  /** What the beat's stems were performed from (a MIDI export writes its notes); null when its engine gave none. */
  composition: Composition | null;
  /** Set when the lyrics changed since the beat: the guide vocal is sung again into the same form. */
  resing: { composition: Composition; lyrics: LyricLine[] } | null;
}
