import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import type { ProjectType } from '../../../engines/code/code-engine';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { PROJECT_NAME_MAX_CHARACTERS } from '../build-studio.constants';
import type { BuildFileDto } from './project-file.dto';
import { OptionalProjectType, ProjectFiles } from './project-fields.decorator';

/** A project to zip as it is in the browser (signed out, or not saved yet). */
export class ExportBuildProjectDto {
  @ApiProperty({ maxLength: PROJECT_NAME_MAX_CHARACTERS, example: 'New Project' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'name must not be blank' })
  @MaxCharacters(PROJECT_NAME_MAX_CHARACTERS)
  name!: string;

  @OptionalProjectType()
  projectType?: ProjectType;

  @ProjectFiles()
  files!: BuildFileDto[];
}
