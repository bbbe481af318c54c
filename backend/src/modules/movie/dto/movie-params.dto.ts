import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, Matches } from 'class-validator';
import { CLIENT_ID_PATTERN } from '../movie.constants';

const PROJECT_ID_DESCRIPTION = "The project's id (a uuid), or the 'movie_<timestamp>' id the browser made before it had one";
export const ID_MESSAGE = (name: string) => `${name} must be 1 to 64 letters, digits, "_" or "-"`;

export class ProjectParamsDto {
  @ApiProperty({ pattern: CLIENT_ID_PATTERN.source, description: PROJECT_ID_DESCRIPTION })
  @IsString()
  @Matches(CLIENT_ID_PATTERN, { message: ID_MESSAGE('projectId') })
  projectId!: string;
}

export class CharacterParamsDto extends ProjectParamsDto {
  @ApiProperty({ pattern: CLIENT_ID_PATTERN.source, example: 'char_1731400000000' })
  @IsString()
  @Matches(CLIENT_ID_PATTERN, { message: ID_MESSAGE('characterId') })
  characterId!: string;
}

export class SceneParamsDto extends ProjectParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'sceneId must be a scene id (a UUID)' })
  sceneId!: string;
}

export class ExportParamsDto extends ProjectParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'exportId must be an export id (a UUID)' })
  exportId!: string;
}

export { PROJECT_ID_DESCRIPTION };
