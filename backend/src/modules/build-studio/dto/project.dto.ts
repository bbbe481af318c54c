import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { PROJECT_TYPES, type ProjectType } from '../../../engines/code/code-engine';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import {
  HISTORY_MAX_ENTRIES,
  MAX_IMPORTED_VERSIONS,
  PROJECT_LIMITS,
  PROJECT_NAME_MAX_CHARACTERS,
  PROMPT_MAX_CHARACTERS,
  VERSION_MESSAGE_MAX_CHARACTERS,
} from '../build-studio.constants';
import { BuildHistoryEntryDto } from './history-entry.dto';
import { OptionalProjectType, ProjectFiles } from './project-fields.decorator';
import { BuildFileDto, BuildFileResponseDto } from './project-file.dto';
import { NestedArray } from '../../../common/nested-array.decorator';
import { RequiredText } from '../../../common/text-field.decorators';

/** What Save sends (spec 001 §3 saved build project): name, files, history and type. */
export class SaveBuildProjectDto {
  @RequiredText(PROJECT_NAME_MAX_CHARACTERS, { example: 'New Project' })
  name!: string;

  @OptionalProjectType()
  projectType?: ProjectType;

  @ProjectFiles({ minItems: 1, maxItems: PROJECT_LIMITS.maxFiles })
  files!: BuildFileDto[];

  @ApiPropertyOptional({ type: [BuildHistoryEntryDto], maxItems: HISTORY_MAX_ENTRIES })
  @IsOptional()
  @NestedArray(() => BuildHistoryEntryDto, HISTORY_MAX_ENTRIES)
  history?: BuildHistoryEntryDto[];

  @ApiPropertyOptional({ maxLength: VERSION_MESSAGE_MAX_CHARACTERS, description: "The version's message (default 'Saved')" })
  @IsOptional()
  @IsString()
  @MaxCharacters(VERSION_MESSAGE_MAX_CHARACTERS)
  message?: string;
}

/** A version made in the browser before the project was in the account. */
export class ImportedBuildVersionDto {
  @ApiProperty({ enum: ['generation', 'before', 'save', 'restore'] })
  @IsIn(['generation', 'before', 'save', 'restore'])
  kind!: 'generation' | 'before' | 'save' | 'restore';

  @ApiProperty({ maxLength: PROMPT_MAX_CHARACTERS })
  @IsString()
  @MaxCharacters(PROMPT_MAX_CHARACTERS)
  message!: string;

  @ApiProperty({ format: 'date-time' })
  @IsDateString()
  createdAt!: string;

  @ProjectFiles()
  files!: BuildFileDto[];
}

/** Save a new project; with `clientId` (its browser id) it is a project moved in, and moving it again is a no-op. */
export class CreateBuildProjectDto extends SaveBuildProjectDto {
  @ApiPropertyOptional({ example: '1732400000000', description: "The browser project's id (spec: a timestamp string)" })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'clientId must be 1 to 64 letters, digits, "_" or "-"' })
  clientId?: string;

  @ApiPropertyOptional({ type: [ImportedBuildVersionDto], maxItems: MAX_IMPORTED_VERSIONS, description: 'Its browser versions, oldest first' })
  @IsOptional()
  @NestedArray(() => ImportedBuildVersionDto, MAX_IMPORTED_VERSIONS)
  versions?: ImportedBuildVersionDto[];
}

export class BuildProjectIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;
}

export class BuildVersionParamsDto extends BuildProjectIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  versionId!: string;
}

/** A card of the Projects modal: name, file count and last-saved date. */
export class BuildProjectSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'New Project' })
  name!: string;

  @ApiProperty({ enum: PROJECT_TYPES })
  projectType!: ProjectType;

  @ApiProperty({ example: 3 })
  fileCount!: number;

  @ApiProperty({ format: 'date-time' })
  lastSaved!: string;

  @ApiProperty({ nullable: true, type: String, description: 'The browser id it was moved in with' })
  clientId!: string | null;
}

export class BuildVersionRefDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 4 })
  number!: number;
}

/** A saved project with its files (those of its latest version) and conversation. */
export class BuildProjectDto extends BuildProjectSummaryDto {
  @ApiProperty({ type: [BuildFileResponseDto] })
  files!: BuildFileResponseDto[];

  @ApiProperty({ type: [BuildHistoryEntryDto] })
  history!: BuildHistoryEntryDto[];

  @ApiProperty({ type: BuildVersionRefDto })
  version!: BuildVersionRefDto;
}

export class BuildProjectListDto {
  @ApiProperty({ type: [BuildProjectSummaryDto], description: 'Last saved first' })
  projects!: BuildProjectSummaryDto[];
}

/** One entry of a project's history of versions. */
export class BuildVersionSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 3 })
  number!: number;

  @ApiProperty({ enum: ['generation', 'before', 'save', 'restore', 'import'], description: "'before': the project as it was before an AI turn" })
  kind!: 'generation' | 'before' | 'save' | 'restore' | 'import';

  @ApiProperty({ description: "The prompt of a generation ('Before: ' and the prompt for the state before it), or what the save or restore was" })
  message!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty()
  fileCount!: number;

  @ApiProperty()
  totalBytes!: number;
}

export class BuildVersionListDto {
  @ApiProperty({ type: [BuildVersionSummaryDto], description: 'Newest first' })
  versions!: BuildVersionSummaryDto[];
}

export class BuildVersionDto extends BuildVersionSummaryDto {
  @ApiProperty({ type: [BuildFileResponseDto] })
  files!: BuildFileResponseDto[];
}
