import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { CLIENT_ID_PATTERN, EXPORT_FORMATS, MAX_CHARACTERS_PER_PROJECT, SCENE_PROMPT_MAX_CHARACTERS } from '../movie.constants';
import { SCENES_FOR_LENGTH } from '../scenes/scene-plan';
import { ID_MESSAGE, PROJECT_ID_DESCRIPTION } from './movie-params.dto';

const MAX_SCENES = Math.max(...Object.values(SCENES_FOR_LENGTH));

class ProjectBodyDto {
  @ApiProperty({ pattern: CLIENT_ID_PATTERN.source, description: PROJECT_ID_DESCRIPTION })
  @IsString()
  @Matches(CLIENT_ID_PATTERN, { message: ID_MESSAGE('project_id') })
  project_id!: string;
}

/** POST /api/movie-studio/generate-scene (spec 001 §7). */
export class GenerateSceneDto extends ProjectBodyDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'scene_id must be a scene id (a UUID)' })
  scene_id!: string;
}

/** POST /api/movie-studio/generate-scenes: several scenes as one job, admitted all-or-nothing. */
export class GenerateScenesDto extends ProjectBodyDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_SCENES,
    description: 'Scenes to render, in order; default: every scene without a render or out of date',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_SCENES)
  @IsUUID('all', { each: true, message: 'scene_ids must be scene ids (UUIDs)' })
  scene_ids?: string[];
}

/** POST /api/movie-studio/export (spec 001 §7). */
export class ExportMovieDto extends ProjectBodyDto {
  @ApiProperty({ enum: EXPORT_FORMATS, example: 'mp4' })
  @IsString()
  @IsIn(EXPORT_FORMATS, { message: 'format must be mp4' })
  format!: 'mp4';
}

/** PATCH /api/movie-studio/scenes/{projectId}/{sceneId}: rewrite a scene, or recast it. */
export class UpdateSceneDto {
  @ApiPropertyOptional({ maxLength: SCENE_PROMPT_MAX_CHARACTERS })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'prompt must not be blank' })
  @MaxCharacters(SCENE_PROMPT_MAX_CHARACTERS)
  prompt?: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_CHARACTERS_PER_PROJECT, description: 'Character ids of this movie; default: the characters the prompt names' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHARACTERS_PER_PROJECT)
  @IsString({ each: true })
  @Matches(CLIENT_ID_PATTERN, { each: true, message: 'character_ids must be character ids' })
  character_ids?: string[];
}
