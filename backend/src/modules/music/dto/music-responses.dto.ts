import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LYRIC_SECTION_TYPES,
  MUSIC_GENRES,
  MUSIC_KEYS,
  MUSIC_MOODS,
  MUSIC_PROJECT_TYPES,
  type MusicGenre,
  type MusicKey,
  type MusicMood,
  type MusicProjectType,
  type SongSectionType,
} from '../../../engines/music-engine';
import { JobAcceptedDto } from '../../../jobs/http/job-accepted.dto';
import { EngineDto } from '../../../engines/engine.dto';
import { ArrangementDto, ArrangementNoteDto } from './arrangement.dto';
import { EXPORT_FORMATS, LyricSectionDto } from './music-requests.dto';

export class StemUrlsDto {
  @ApiProperty({ example: '/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11', description: 'Mono 16-bit 44.1 kHz WAV' })
  drums!: string;

  @ApiProperty()
  bass!: string;

  @ApiProperty()
  melody!: string;

  @ApiProperty()
  chords!: string;
}

export class StemPeaksDto {
  @ApiProperty({ type: [Number], description: 'Waveform overview: 400 peaks, 0–1' })
  drums!: number[];

  @ApiProperty({ type: [Number] })
  bass!: number[];

  @ApiProperty({ type: [Number] })
  melody!: number[];

  @ApiProperty({ type: [Number] })
  chords!: number[];
}

export class GuideVocalDto {
  @ApiProperty({ description: 'Mono WAV, the same length as the stems' })
  url!: string;

  @ApiProperty({ example: 'Guide vocal (espeak-ng)' })
  label!: string;

  @ApiProperty({ type: [Number] })
  peaks!: number[];

  @ApiProperty({ description: 'The lyrics changed since it was sung: exports sing them again; a new beat updates it here' })
  stale!: boolean;
}

/** Each lane's first seconds in a compressed encoding. */
export class PreviewHeadsDto {
  @ApiProperty({ example: 6, description: 'How much of each lane a head holds (seconds)' })
  seconds!: number;

  @ApiProperty({ type: StemUrlsDto })
  stems!: StemUrlsDto;

  @ApiProperty({ type: String, nullable: true })
  vocals!: string | null;
}

/** One compressed encoding of every lane, for the studio's Play; exports use the WAVs. */
export class PreviewStemsDto {
  @ApiProperty({ example: 'audio/webm; codecs=opus', description: 'MIME type with codecs, as `HTMLMediaElement.canPlayType` takes it' })
  type!: string;

  @ApiProperty({ type: StemUrlsDto })
  stems!: StemUrlsDto;

  @ApiProperty({ type: String, nullable: true, description: 'The guide vocal in this encoding' })
  vocals!: string | null;

  @ApiProperty({
    type: PreviewHeadsDto,
    nullable: true,
    description: "Each lane's first seconds as a file of its own (the same packets as the start of the whole file): decoded first, so Play is ready at once",
  })
  heads!: PreviewHeadsDto | null;
}

export class BeatSectionDto {
  @ApiProperty({ enum: [...LYRIC_SECTION_TYPES, 'instrumental'] })
  type!: SongSectionType;

  @ApiProperty()
  number!: number;

  @ApiProperty({ example: 'Verse 1' })
  label!: string;

  @ApiProperty({ description: 'First beat of the section in the stems' })
  start_beat!: number;

  @ApiProperty()
  beats!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The lyric section sung here' })
  lyric_id!: string | null;
}

/** The answer of POST /api/music/beat (spec 001 §7: beat_url, stems, source) and the project's beat. */
export class BeatDto {
  @ApiProperty({ description: 'The instrumental mix (stereo WAV)' })
  beat_url!: string;

  @ApiProperty({ type: StemUrlsDto })
  stems!: StemUrlsDto;

  @ApiProperty({ example: 'offline engine', description: 'Who composed it: "offline engine", or the model of an OpenAI-compatible server' })
  source!: string;

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;

  @ApiProperty({ description: "Whether the beat has notes for Export MIDI (a provider engine's audio-only beat has none)" })
  midi!: boolean;

  @ApiProperty({ format: 'uuid' })
  job_id!: string;

  @ApiProperty()
  tempo!: number;

  @ApiProperty({ enum: MUSIC_KEYS })
  key!: MusicKey;

  @ApiProperty({ example: 'minor', description: 'The scale of the key (minor for melancholic and dark)' })
  scale!: string;

  @ApiProperty({ enum: MUSIC_GENRES })
  genre!: MusicGenre;

  @ApiProperty({ enum: MUSIC_MOODS })
  mood!: MusicMood;

  @ApiProperty()
  duration_seconds!: number;

  @ApiProperty({ example: 44100 })
  sample_rate!: number;

  @ApiProperty({ description: 'Every stem has exactly this many samples' })
  frames!: number;

  @ApiProperty()
  total_beats!: number;

  @ApiProperty({ type: StemPeaksDto })
  peaks!: StemPeaksDto;

  @ApiProperty({ type: GuideVocalDto, nullable: true })
  vocals!: GuideVocalDto | null;

  @ApiProperty({
    type: [PreviewStemsDto],
    description: 'The lanes as compressed audio, in order of preference (the first the browser plays is loaded; none: load the WAVs)',
  })
  previews!: PreviewStemsDto[];

  @ApiProperty({ type: [BeatSectionDto] })
  sections!: BeatSectionDto[];

  @ApiProperty()
  created_at!: string;

  @ApiProperty({ type: ArrangementNoteDto, nullable: true, description: 'Set when this beat kept the saved arrangement: what was adjusted to fit it' })
  arrangement_note!: ArrangementNoteDto | null;
}

export class ExportDto {
  @ApiProperty({ description: 'A download: GET /api/media/{id}?download=… answers it as an attachment named `file_name`' })
  export_url!: string;

  @ApiProperty({ example: 'Late Night Drive – mix.mp3', description: "Named after the project's title, made safe for file systems" })
  file_name!: string;

  @ApiProperty({ enum: EXPORT_FORMATS })
  format!: (typeof EXPORT_FORMATS)[number];

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty()
  duration_seconds!: number;

  @ApiProperty()
  created_at!: string;
}

export class ExportsDto {
  @ApiPropertyOptional({ type: ExportDto })
  zip?: ExportDto;

  @ApiPropertyOptional({ type: ExportDto })
  mp3?: ExportDto;

  @ApiPropertyOptional({ type: ExportDto })
  wav?: ExportDto;

  @ApiPropertyOptional({ type: ExportDto })
  mid?: ExportDto;
}

class ProjectFieldsDto {
  @ApiProperty({ example: 'x7k2p9q4m', description: 'The client-made project id' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  title!: string | null;

  @ApiProperty({ enum: MUSIC_PROJECT_TYPES })
  type!: MusicProjectType;

  @ApiProperty({ enum: MUSIC_GENRES })
  genre!: MusicGenre;

  @ApiProperty({ enum: MUSIC_MOODS })
  mood!: MusicMood;

  @ApiProperty({ description: 'Minutes' })
  length!: number;

  @ApiProperty()
  tempo!: number;

  @ApiProperty({ enum: MUSIC_KEYS })
  key!: MusicKey;

  @ApiProperty()
  created_at!: string;

  @ApiProperty()
  updated_at!: string;
}

export class MusicProjectDto extends ProjectFieldsDto {
  @ApiProperty({ type: String, nullable: true })
  lyrics_prompt!: string | null;

  @ApiProperty({ type: [LyricSectionDto] })
  lyrics!: LyricSectionDto[];

  @ApiProperty({ type: BeatDto, nullable: true })
  beat!: BeatDto | null;

  @ApiProperty({ type: ArrangementDto, nullable: true })
  arrangement!: ArrangementDto | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The latest beat job (follow it at /api/jobs/{id}/events)' })
  beat_job_id!: string | null;

  @ApiProperty({ type: ExportsDto })
  exports!: ExportsDto;
}

export class MusicProjectSummaryDto extends ProjectFieldsDto {
  @ApiProperty()
  lyric_count!: number;

  @ApiProperty()
  has_beat!: boolean;
}

export class MusicProjectListDto {
  @ApiProperty({ type: [MusicProjectSummaryDto], description: 'Most recently changed first' })
  projects!: MusicProjectSummaryDto[];
}

export class LyricsResponseDto {
  @ApiProperty({ type: [LyricSectionDto] })
  lyrics!: LyricSectionDto[];

  @ApiProperty({ type: String, nullable: true })
  title!: string | null;

  @ApiProperty({ example: 'offline engine' })
  source!: string;

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;
}

/** 202 to `Prefer: respond-async`: the job exists; follow it instead of waiting on the POST. */
export class MusicJobAcceptedDto extends JobAcceptedDto {
  @ApiProperty()
  project_id!: string;
}
