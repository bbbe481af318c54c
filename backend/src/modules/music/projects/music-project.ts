import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import type {
  Composition,
  LyricSectionType,
  MusicGenre,
  MusicKey,
  MusicMood,
  MusicProjectType,
  StemName,
} from '../../../engines/music-engine';
import type { Arrangement, BeatSection } from '../arrangement/arrangement';
import type { ArrangementNote } from '../arrangement/arrangement-reconcile';
import type { ExportFormat } from '../export/export-plan';

/** Accounts own projects by account; visitors by their browser's session id. */
export interface ProjectOwner {
  userId: string | null;
  sessionId: string | null;
}

export interface LyricSection {
  id: string;
  type: LyricSectionType;
  order: number;
  content: string;
}

/** A stored audio file of the project. */
export interface StoredAudio {
  media_id: string;
  url: string;
}

export interface GuideVocal extends StoredAudio {
  label: string;
  /** Of the lyrics it sings, so an export knows when they changed. */
  lyrics_hash: string;
  peaks: number[];
}

/** The lanes as compressed files for the studio's Play (the WAVs stay for exports). */
export interface PreviewSet {
  /** The MIME type with codecs, as `canPlayType` takes it. */
  type: string;
  stems: Record<StemName, StoredAudio>;
  vocals: StoredAudio | null;
  /** Each lane's first `seconds`, the same packets as the start of the whole file (absent on older beats). */
  heads?: { seconds: number; stems: Record<StemName, StoredAudio>; vocals: StoredAudio | null };
}

/** The latest beat: what the job made, as the project keeps it. */
export interface BeatRecord {
  job_id: string;
  source: string;
  engine: EngineDescriptor;
  genre: MusicGenre;
  mood: MusicMood;
  tempo: number;
  key: MusicKey;
  scale: string;
  sample_rate: number;
  frames: number;
  duration_seconds: number;
  total_beats: number;
  mix: StoredAudio;
  stems: Record<StemName, StoredAudio>;
  peaks: Record<StemName, number[]>;
  vocals: GuideVocal | null;
  /** Absent on beats made before previews were encoded: the studio then loads the WAVs. */
  previews?: PreviewSet[];
  sections: BeatSection[];
  /** What was performed: lets an export sing changed lyrics into the same form. */
  composition: Composition;
  created_at: string;
  /** Set when the beat kept the user's arrangement: what was adjusted to fit it (absent on older beats). */
  arrangement_note?: ArrangementNote | null;
}

export interface ExportRecord extends StoredAudio {
  format: ExportFormat;
  /** Absent on exports made before files were named after the project. */
  file_name?: string;
  size: number;
  duration_seconds: number;
  created_at: string;
}

export interface MusicProject {
  id: string;
  publicId: string;
  owner: ProjectOwner;
  title: string | null;
  type: MusicProjectType;
  genre: MusicGenre;
  mood: MusicMood;
  lengthMinutes: number;
  tempo: number;
  key: MusicKey;
  lyricsPrompt: string | null;
  lyrics: LyricSection[];
  beat: BeatRecord | null;
  arrangement: Arrangement | null;
  beatJobId: string | null;
  exports: Partial<Record<ExportFormat, ExportRecord>>;
  createdAt: Date;
  updatedAt: Date;
}

/** What a new project starts with (spec 001 §9 defaults apply before this). */
export interface NewMusicProject {
  publicId: string;
  type: MusicProjectType;
  genre: MusicGenre;
  mood: MusicMood;
  lengthMinutes: number;
}

/** What Save may change. */
export interface MusicProjectPatch {
  title?: string | null;
  lyrics?: LyricSection[];
  lyricsPrompt?: string | null;
  arrangement?: Arrangement;
  tempo?: number;
  key?: MusicKey;
}
