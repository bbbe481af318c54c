import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  IsObject,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  LYRIC_SECTION_TYPES,
  type LyricSectionType,
  MUSIC_GENRES,
  MUSIC_KEYS,
  MUSIC_LENGTHS,
  MUSIC_MOODS,
  MUSIC_PROJECT_TYPES,
  MUSIC_TEMPO,
  type MusicGenre,
  type MusicKey,
  type MusicMood,
  type MusicProjectType,
} from '../../../engines/music-engine';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { ArrangementDto } from './arrangement.dto';
import { MUSIC_LIMITS, PROJECT_ID_PATTERN, REQUEST_ID_PATTERN } from '../music.constants';

export const SECTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const oneOf = (name: string, values: readonly (string | number)[]) => ({ message: `${name} must be one of ${values.join(', ')}` });
/** Omitted is fine; null is not (it would mean nothing). */
const present = (_: object, value: unknown) => value !== undefined;
const PROJECT_ID_MESSAGE = { message: 'project_id must be 4 to 32 letters, digits, "_" or "-"' };

/** Path parameter of the project routes: the client-made project id. */
export class MusicProjectParamsDto {
  @ApiProperty({ pattern: PROJECT_ID_PATTERN.source, example: 'x7k2p9q4m' })
  @IsString()
  @Matches(PROJECT_ID_PATTERN, { message: 'id must be 4 to 32 letters, digits, "_" or "-"' })
  id!: string;
}

/** 'Create Project' (spec 001 §2 Create tab); omitted fields take the spec's defaults. */
export class CreateMusicProjectDto {
  @ApiProperty({ pattern: PROJECT_ID_PATTERN.source, example: 'x7k2p9q4m', description: 'Made by the client (a short random id)' })
  @IsString()
  @Matches(PROJECT_ID_PATTERN, { message: 'id must be 4 to 32 letters, digits, "_" or "-"' })
  id!: string;

  @ApiPropertyOptional({ enum: MUSIC_PROJECT_TYPES, default: 'single' })
  @IsOptional()
  @IsIn(MUSIC_PROJECT_TYPES, oneOf('type', MUSIC_PROJECT_TYPES))
  type?: MusicProjectType;

  @ApiPropertyOptional({ enum: MUSIC_GENRES, default: 'pop' })
  @IsOptional()
  @IsIn(MUSIC_GENRES, oneOf('genre', MUSIC_GENRES))
  genre?: MusicGenre;

  @ApiPropertyOptional({ enum: MUSIC_MOODS, default: 'upbeat' })
  @IsOptional()
  @IsIn(MUSIC_MOODS, oneOf('mood', MUSIC_MOODS))
  mood?: MusicMood;

  @ApiPropertyOptional({ enum: MUSIC_LENGTHS, default: 3, description: 'Minutes' })
  @IsOptional()
  @IsIn(MUSIC_LENGTHS, oneOf('length', MUSIC_LENGTHS))
  length?: number;
}

/** A lyric section (spec 001 §3: id, type, order, content). */
export class LyricSectionDto {
  @ApiProperty({ pattern: SECTION_ID_PATTERN.source, example: 'v1a9' })
  @IsString()
  @Matches(SECTION_ID_PATTERN, { message: 'lyrics[].id must be 1 to 32 letters, digits, "_" or "-"' })
  id!: string;

  @ApiProperty({ enum: LYRIC_SECTION_TYPES })
  @IsIn(LYRIC_SECTION_TYPES, oneOf('lyrics[].type', LYRIC_SECTION_TYPES))
  type!: LyricSectionType;

  @ApiProperty({ minimum: 0, maximum: 99 })
  @IsInt()
  @Min(0)
  @Max(99)
  order!: number;

  @ApiProperty({ maxLength: MUSIC_LIMITS.sectionCharacters })
  @IsString()
  @MaxCharacters(MUSIC_LIMITS.sectionCharacters)
  content!: string;
}

/** Save: the edited lyrics, the arrangement (clips, mutes, solos, volumes) and the title; each optional. */
export class UpdateMusicProjectDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MUSIC_LIMITS.title })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @MaxCharacters(MUSIC_LIMITS.title)
  title?: string | null;

  @ApiPropertyOptional({ type: [LyricSectionDto], maxItems: MUSIC_LIMITS.sections })
  @ValidateIf(present)
  @IsArray()
  @ArrayMaxSize(MUSIC_LIMITS.sections)
  @ValidateNested({ each: true })
  @Type(() => LyricSectionDto)
  lyrics?: LyricSectionDto[];

  @ApiPropertyOptional({ type: ArrangementDto })
  @ValidateIf(present)
  @IsObject()
  @ValidateNested()
  @Type(() => ArrangementDto)
  arrangement?: ArrangementDto;
}

/** POST /api/music/lyrics (spec 001 §7): prompt, project_id, genre, mood. */
export class LyricsRequestDto {
  @ApiProperty({ maxLength: MUSIC_LIMITS.prompt, example: 'A summer road trip with my best friend' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'prompt must not be blank' })
  @MaxCharacters(MUSIC_LIMITS.prompt)
  prompt!: string;

  @ApiProperty({ pattern: PROJECT_ID_PATTERN.source })
  @IsString()
  @Matches(PROJECT_ID_PATTERN, PROJECT_ID_MESSAGE)
  project_id!: string;

  @ApiPropertyOptional({ enum: MUSIC_GENRES, description: "Defaults to the project's" })
  @IsOptional()
  @IsIn(MUSIC_GENRES, oneOf('genre', MUSIC_GENRES))
  genre?: MusicGenre;

  @ApiPropertyOptional({ enum: MUSIC_MOODS, description: "Defaults to the project's" })
  @IsOptional()
  @IsIn(MUSIC_MOODS, oneOf('mood', MUSIC_MOODS))
  mood?: MusicMood;
}

/** The client's own id for a render job, so repeating the request follows the same job. */
class RenderRequestDto {
  @ApiProperty({ pattern: PROJECT_ID_PATTERN.source })
  @IsString()
  @Matches(PROJECT_ID_PATTERN, PROJECT_ID_MESSAGE)
  project_id!: string;

  @ApiPropertyOptional({
    pattern: REQUEST_ID_PATTERN.source,
    description: 'Chosen by the client: the same request_id again follows the same job instead of starting another',
  })
  @IsOptional()
  @IsString()
  @Matches(REQUEST_ID_PATTERN, { message: 'request_id must be 8 to 64 letters, digits, "_" or "-"' })
  request_id?: string;
}

/** POST /api/music/beat (spec 001 §7): project_id, tempo, key, style. */
export class BeatRequestDto extends RenderRequestDto {
  @ApiProperty({ minimum: MUSIC_TEMPO.min, maximum: MUSIC_TEMPO.max, example: MUSIC_TEMPO.fallback, description: 'BPM' })
  @IsInt({ message: 'tempo must be a whole number' })
  @Min(MUSIC_TEMPO.min)
  @Max(MUSIC_TEMPO.max)
  tempo!: number;

  @ApiProperty({ enum: MUSIC_KEYS, example: 'C' })
  @IsIn(MUSIC_KEYS, oneOf('key', MUSIC_KEYS))
  key!: MusicKey;

  @ApiPropertyOptional({ enum: MUSIC_GENRES, description: "The genre to play it in; defaults to the project's" })
  @IsOptional()
  @IsIn(MUSIC_GENRES, oneOf('style', MUSIC_GENRES))
  style?: MusicGenre;
}

export const EXPORT_FORMATS = ['zip', 'mp3', 'wav', 'mid'] as const;

/** POST /api/music/export (spec 001 §7): project_id, format. */
export class ExportRequestDto extends RenderRequestDto {
  @ApiProperty({
    enum: EXPORT_FORMATS,
    description:
      '`zip`: WAV stems of every lane + the final mix as WAV and MP3 (Export Stems); `mp3` / `wav`: the final mix alone (Export Final Mix); ' +
      '`mid`: the generated parts as a Standard MIDI File (Export MIDI)',
  })
  @IsIn(EXPORT_FORMATS, oneOf('format', EXPORT_FORMATS))
  format!: (typeof EXPORT_FORMATS)[number];
}
