import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, ValidateNested } from 'class-validator';
import { PROJECT_TYPES } from '../../../engines/code/code-engine';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { PROJECT_LIMITS, PROJECT_NAME_MAX_CHARACTERS } from '../build-studio.constants';
import { BuildFileDto } from './project-file.dto';

// The fields every project request shares (save, export, an imported version, a run), checked and
// documented once. Decorators are listed in the order TypeScript would apply them written above a
// property (bottom first), so the checks run and report as they did there.

/** A project's files: at most PROJECT_LIMITS.maxFiles, each a BuildFileDto. */
export function ProjectFiles(documented: { minItems?: number; maxItems?: number } = {}): PropertyDecorator {
  return applyDecorators(
    Type(() => BuildFileDto),
    ValidateNested({ each: true }),
    ArrayMaxSize(PROJECT_LIMITS.maxFiles),
    IsArray(),
    ApiProperty({ type: [BuildFileDto], ...documented }),
  );
}

/** A project's name: trimmed, not blank, at most PROJECT_NAME_MAX_CHARACTERS. */
export function ProjectName(): PropertyDecorator {
  return applyDecorators(
    MaxCharacters(PROJECT_NAME_MAX_CHARACTERS),
    IsNotEmpty({ message: 'name must not be blank' }),
    IsString(),
    Transform(trimString),
    ApiProperty({ maxLength: PROJECT_NAME_MAX_CHARACTERS, example: 'New Project' }),
  );
}

/** A project's type, static when left out. */
export function OptionalProjectType(): PropertyDecorator {
  return applyDecorators(IsIn(PROJECT_TYPES), IsOptional(), ApiPropertyOptional({ enum: PROJECT_TYPES, default: 'static' }));
}
