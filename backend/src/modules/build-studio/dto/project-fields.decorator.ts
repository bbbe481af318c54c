import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { NestedArray } from '../../../common/nested-array.decorator';
import { PROJECT_TYPES } from '../../../engines/code/code-engine';
import { PROJECT_LIMITS } from '../build-studio.constants';
import { BuildFileDto } from './project-file.dto';

// Fields that several project requests share (save, export, an imported version, a run), checked and
// documented once. Decorators are listed in the order TypeScript would apply them written above a
// property (bottom first), so the checks run and report as they did there.

/** A project's files: at most PROJECT_LIMITS.maxFiles, each a BuildFileDto. */
export function ProjectFiles(documented: { minItems?: number; maxItems?: number } = {}): PropertyDecorator {
  return applyDecorators(
    NestedArray(() => BuildFileDto, PROJECT_LIMITS.maxFiles),
    ApiProperty({ type: [BuildFileDto], ...documented }),
  );
}

/** A project's type, static when left out. */
export function OptionalProjectType(): PropertyDecorator {
  return applyDecorators(IsIn(PROJECT_TYPES), IsOptional(), ApiPropertyOptional({ enum: PROJECT_TYPES, default: 'static' }));
}
