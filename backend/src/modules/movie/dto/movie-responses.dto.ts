import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EngineDto } from '../../../engines/engine.dto';
import { JobAcceptedDto } from '../../../jobs/http/job-accepted.dto';
import { ExportedMovieDto } from './movie-jobs.dto';
import { CHARACTER_ROLES, TARGET_LENGTHS, type CharacterRole, type TargetLength } from '../movie.constants';
import { ASPECT_RATIOS, type AspectRatio } from '../render/aspect-ratio';

export class MovieMetaDto {
  @ApiProperty({ format: 'uuid', description: "The server's id: the browser replaces its 'movie_<timestamp>' id with it" })
  project_id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  logline!: string;

  @ApiProperty({ enum: TARGET_LENGTHS })
  target_length!: TargetLength;

  @ApiProperty({ enum: ASPECT_RATIOS, description: "The movie's frame shape; scenes and exports are rendered in it" })
  aspect_ratio!: AspectRatio;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class MovieCharacterDto {
  @ApiProperty({ example: 'char_1731400000000' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: CHARACTER_ROLES })
  role!: CharacterRole;

  @ApiProperty()
  bio!: string;

  @ApiProperty({ type: String, nullable: true, example: '0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11.png' })
  avatar_filename!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11' })
  avatar_url!: string | null;
}

export class MovieCharactersDto {
  @ApiProperty({ format: 'uuid' })
  project_id!: string;

  @ApiProperty({ type: [MovieCharacterDto] })
  characters!: MovieCharacterDto[];
}

export class SavedMovieCharacterDto {
  @ApiProperty({ format: 'uuid' })
  project_id!: string;

  @ApiProperty({ type: MovieCharacterDto })
  character!: MovieCharacterDto;

  @ApiProperty({ description: "True when it was added ('Character added!'), false when updated ('Character updated!')" })
  created!: boolean;
}

export class DeletedMovieCharacterDto {
  @ApiProperty({ format: 'uuid' })
  project_id!: string;

  @ApiProperty()
  character_id!: string;

  // Not `enum: [true]`: @nestjs/swagger types an enum of non-strings as numbers.
  @ApiProperty({ type: Boolean, description: 'Always true' })
  deleted!: true;
}

export class MovieAvatarDto {
  @ApiProperty({ example: '0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11.png', description: "Send it as the character's avatar_filename" })
  avatar_filename!: string;

  @ApiProperty({ example: '/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11' })
  avatar_url!: string;
}

export class SceneCharacterDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: CHARACTER_ROLES })
  role!: CharacterRole;

  @ApiProperty({ type: String, nullable: true })
  avatar_url!: string | null;
}

/** The job rendering a scene, while it runs (or why it failed). */
export class SceneJobDto {
  @ApiProperty({ format: 'uuid', description: 'Follow it at GET /api/jobs/{id}/events' })
  id!: string;

  @ApiProperty({ enum: ['queued', 'active', 'completed', 'failed', 'cancelled'] })
  status!: string;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'Of the whole job; a batch renders its scenes in order' })
  progress!: number;

  @ApiProperty({ type: String, nullable: true })
  stage!: string | null;

  @ApiProperty({ description: "This scene's place in the job's scenes: its share of the progress is [index, index+1) / count" })
  scene_index!: number;

  @ApiProperty()
  scene_count!: number;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;
}

export class SceneDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 1 })
  scene_number!: number;

  @ApiProperty()
  prompt!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The Character Bible entries of the characters in this scene' })
  bible!: string | null;

  @ApiProperty({ enum: ['pending', 'rendering', 'completed', 'failed'] })
  status!: 'pending' | 'rendering' | 'completed' | 'failed';

  @ApiProperty({ type: String, nullable: true })
  video_url!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11', description: "A JPEG frame from the render's middle, the video's poster" })
  poster_url!: string | null;

  @ApiProperty({ description: 'Intended length; the offline engine renders exactly this long' })
  duration_seconds!: number;

  @ApiProperty({ type: [SceneCharacterDto] })
  characters!: SceneCharacterDto[];

  @ApiProperty({ description: "Its prompt, cast or their bible entries changed since its render, or the movie's aspect ratio did" })
  stale!: boolean;

  @ApiProperty({ type: SceneJobDto, nullable: true })
  job!: SceneJobDto | null;

  @ApiProperty({ type: EngineDto, nullable: true })
  engine!: EngineDto | null;

  @ApiProperty({ type: Number, nullable: true })
  width!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  height!: number | null;
}

export class MovieScriptResultDto {
  @ApiProperty({ format: 'uuid' })
  project_id!: string;

  @ApiProperty({ type: [SceneDto] })
  scenes!: SceneDto[];

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;
}

export class SceneResultDto {
  @ApiProperty({ example: '/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11' })
  video_url!: string;

  @ApiProperty({ format: 'uuid' })
  job_id!: string;

  @ApiProperty({ type: SceneDto })
  scene!: SceneDto;
}

export class ScenesResultDto {
  @ApiProperty({ format: 'uuid' })
  job_id!: string;

  @ApiProperty({ type: [SceneDto] })
  scenes!: SceneDto[];
}

/** 202 to `Prefer: respond-async`: the job exists; follow it instead of waiting on the POST. */
export class MovieJobAcceptedDto extends JobAcceptedDto {
  @ApiPropertyOptional({ type: [String], description: 'Scene jobs: the scenes it renders, in order' })
  scene_ids?: string[];
}

export class MovieExportResultDto extends ExportedMovieDto {
  @ApiProperty({ example: '/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11', description: 'The MP4, to open in a new tab' })
  export_url!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Null when nothing changed since the last export (it is reused, not charged)' })
  job_id!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Pieces (title card, scenes, credits) used as they were; null when the whole last export was reused' })
  reused_clips!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Pieces rendered or re-encoded for this export' })
  rendered_clips!: number | null;
}

export class MovieExportStateDto {
  @ApiProperty({ type: String, nullable: true })
  export_url!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "A JPEG frame of the export (its title card), the player's poster" })
  poster_url!: string | null;

  @ApiProperty({ description: 'Something changed since it was made: exporting again makes a new one' })
  stale!: boolean;

  @ApiProperty({ type: SceneJobDto, nullable: true })
  job!: Omit<SceneJobDto, 'scene_index' | 'scene_count'> | null;
}

/** One export of the movie: its own file, kept until deleted (newest first in a list). */
export class MovieExportDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'Plays in the browser; stays valid until this export is deleted (then 410 with a link to the latest)' })
  url!: string;

  @ApiProperty({ description: 'The same file as a download named after the movie ("<Title>.mp4")' })
  download_url!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty()
  duration_seconds!: number;

  @ApiProperty()
  size_bytes!: number;

  @ApiProperty()
  width!: number;

  @ApiProperty()
  height!: number;
}

export class MovieExportListDto {
  @ApiProperty({ type: [MovieExportDto], description: 'Newest first' })
  exports!: MovieExportDto[];
}

export class ScenePlanDto {
  @ApiProperty()
  scene_count!: number;

  @ApiProperty({ type: [Number] })
  scene_seconds!: number[];
}

export class TargetScenePlanDto extends ScenePlanDto {
  @ApiProperty({ enum: TARGET_LENGTHS })
  target_length!: TargetLength;
}

export class ScenePlansDto {
  @ApiProperty({ type: [TargetScenePlanDto], description: 'How a breakdown is sized, per target length' })
  plans!: TargetScenePlanDto[];
}

export class MovieProjectDto extends MovieMetaDto {
  @ApiProperty()
  script_prompt!: string;

  @ApiProperty({ type: [MovieCharacterDto] })
  characters!: MovieCharacterDto[];

  @ApiProperty({ type: [SceneDto] })
  scenes!: SceneDto[];

  @ApiProperty({ type: ScenePlanDto, description: 'What a breakdown for target_length will have' })
  plan!: ScenePlanDto;

  @ApiProperty({ type: MovieExportStateDto })
  export!: MovieExportStateDto;

  @ApiProperty({ type: [MovieExportDto], description: 'Every export kept, newest first' })
  exports!: MovieExportDto[];

  @ApiProperty({ enum: [720, 1080, 2160], description: "The caller's plan's export height (Pro: HD, Studio: 4K)" })
  export_height!: number;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class MovieProjectSummaryDto extends MovieMetaDto {
  @ApiProperty()
  character_count!: number;

  @ApiProperty()
  scene_count!: number;

  @ApiProperty()
  rendered_count!: number;

  @ApiProperty({ type: String, nullable: true })
  export_url!: string | null;
}

export class MovieProjectListDto {
  @ApiProperty({ type: [MovieProjectSummaryDto], description: 'Newest first' })
  projects!: MovieProjectSummaryDto[];
}

export class DeletedMovieProjectDto {
  @ApiProperty({ format: 'uuid' })
  project_id!: string;

  // Not `enum: [true]`: @nestjs/swagger types an enum of non-strings as numbers.
  @ApiProperty({ type: Boolean, description: 'Always true' })
  deleted!: true;
}
