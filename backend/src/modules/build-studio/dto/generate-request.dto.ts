import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, IsUUID, ValidateIf, ValidateNested } from 'class-validator';
import { PROJECT_TYPES, type ProjectType } from '../../../engines/code/code-engine';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { HISTORY_MAX_ENTRIES, PROJECT_LIMITS, PROMPT_MAX_CHARACTERS } from '../build-studio.constants';
import { BuildHistoryEntryDto, BuildImageDto } from './history-entry.dto';
import { BuildFileDto } from './project-file.dto';
import { NestedArray } from '../../../common/nested-array.decorator';
import { RequiredText } from '../../../common/text-field.decorators';

/** Fields both generation requests share. */
export class BuildGenerationFieldsDto {
  @RequiredText(PROMPT_MAX_CHARACTERS, { example: 'A landing page for a coffee shop with a menu and opening hours' })
  prompt!: string;

  @ApiPropertyOptional({ type: [BuildHistoryEntryDto], maxItems: HISTORY_MAX_ENTRIES, description: 'Earlier turns, oldest first' })
  @IsOptional()
  @NestedArray(() => BuildHistoryEntryDto, HISTORY_MAX_ENTRIES)
  conversationHistory?: BuildHistoryEntryDto[];

  @ApiPropertyOptional({ enum: PROJECT_TYPES, default: 'static' })
  @IsOptional()
  @IsIn(PROJECT_TYPES)
  projectType?: ProjectType;

  @ApiPropertyOptional({ type: BuildImageDto, nullable: true, description: 'An image for the prompt (images only), or null' })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  // ValidateNested alone lets an array through (it checks each element), which the service cannot read.
  @IsObject({ message: 'attachedFile must be an object or null' })
  @ValidateNested()
  @Type(() => BuildImageDto)
  attachedFile?: BuildImageDto | null;
}

/** Spec 001 §7 `POST /build-studio/generate`, exactly: the project arrives as `currentCode`. */
export class BuildGenerateRequestDto extends BuildGenerationFieldsDto {
  @ApiPropertyOptional({
    description:
      'Every file joined as a "### <path>" heading and its content in a ``` fence (longer fences when the content holds ```); ' +
      'text without headings is taken as index.html',
    example: '### index.html\n```\n<h1>Hi</h1>\n```',
  })
  @IsOptional()
  @IsString()
  @MaxCharacters(PROJECT_LIMITS.maxTotalBytes * 2)
  currentCode?: string;
}

/** The streaming variant: the project as files, and optionally the saved project the turn belongs to. */
export class BuildGenerateStreamRequestDto extends BuildGenerationFieldsDto {
  @ApiProperty({ type: [BuildFileDto], maxItems: PROJECT_LIMITS.maxFiles })
  @NestedArray(() => BuildFileDto, PROJECT_LIMITS.maxFiles)
  files!: BuildFileDto[];

  @ApiPropertyOptional({ format: 'uuid', description: 'A saved project of yours: the result is kept as one of its versions' })
  @IsOptional()
  @IsUUID()
  projectId?: string;
}
