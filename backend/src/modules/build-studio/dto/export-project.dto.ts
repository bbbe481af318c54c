import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, ValidateNested } from 'class-validator';
import { PROJECT_TYPES, type ProjectType } from '../../../engines/code/code-engine';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { PROJECT_LIMITS, PROJECT_NAME_MAX_CHARACTERS } from '../build-studio.constants';
import { BuildFileDto } from './project-file.dto';

/** A project to zip as it is in the browser (signed out, or not saved yet). */
export class ExportBuildProjectDto {
  @ApiProperty({ maxLength: PROJECT_NAME_MAX_CHARACTERS, example: 'New Project' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'name must not be blank' })
  @MaxCharacters(PROJECT_NAME_MAX_CHARACTERS)
  name!: string;

  @ApiPropertyOptional({ enum: PROJECT_TYPES, default: 'static' })
  @IsOptional()
  @IsIn(PROJECT_TYPES)
  projectType?: ProjectType;

  @ApiProperty({ type: [BuildFileDto] })
  @IsArray()
  @ArrayMaxSize(PROJECT_LIMITS.maxFiles)
  @ValidateNested({ each: true })
  @Type(() => BuildFileDto)
  files!: BuildFileDto[];
}
