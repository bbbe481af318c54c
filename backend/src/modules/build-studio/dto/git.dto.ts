import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDateString, IsIn, IsInt, IsString, Max, Min } from 'class-validator';
import { PROJECT_TYPES, type ProjectType } from '../../../engines/code/code-engine';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { NestedArray } from '../../../common/nested-array.decorator';
import { RequiredText } from '../../../common/text-field.decorators';
import {
  GIT_EXPORT_MAX_CONTENTS,
  GIT_EXPORT_MAX_VERSIONS,
  PROJECT_LIMITS,
  PROJECT_NAME_MAX_CHARACTERS,
  PROMPT_MAX_CHARACTERS,
} from '../build-studio.constants';
import { OptionalProjectType } from './project-fields.decorator';
import { BuildFileResponseDto } from './project-file.dto';

const VERSION_KINDS = ['generation', 'before', 'save', 'restore', 'import'] as const;
type GitVersionKind = (typeof VERSION_KINDS)[number];

/** A file of a posted version: its path and the index of its content in `contents`. */
export class GitExportFileDto {
  @ApiProperty({ example: 'index.html', maxLength: 256 })
  @IsString()
  @MaxCharacters(1_000)
  path!: string;

  @ApiProperty({ minimum: 0, maximum: GIT_EXPORT_MAX_CONTENTS - 1, description: 'Index into the request\'s `contents`' })
  @IsInt()
  @Min(0)
  @Max(GIT_EXPORT_MAX_CONTENTS - 1)
  content!: number;
}

export class GitExportVersionDto {
  @ApiProperty({ enum: VERSION_KINDS })
  @IsIn(VERSION_KINDS)
  kind!: GitVersionKind;

  @ApiProperty({ maxLength: PROMPT_MAX_CHARACTERS, description: 'The commit message: the prompt, "Before: <prompt>", "Saved"…' })
  @IsString()
  @MaxCharacters(PROMPT_MAX_CHARACTERS)
  message!: string;

  @ApiProperty({ format: 'date-time', description: "The commit's time" })
  @IsDateString()
  createdAt!: string;

  @ApiProperty({ type: [GitExportFileDto], maxItems: PROJECT_LIMITS.maxFiles })
  @NestedArray(() => GitExportFileDto, PROJECT_LIMITS.maxFiles)
  files!: GitExportFileDto[];
}

/**
 * A browser project's versions to export as git history, oldest first. Each distinct file content is sent once
 * in `contents` and named by index, since versions mostly share their files.
 */
export class GitExportProjectDto {
  @RequiredText(PROJECT_NAME_MAX_CHARACTERS, { example: 'New Project' })
  name!: string;

  @OptionalProjectType()
  projectType?: ProjectType;

  @ApiProperty({ type: [String], maxItems: GIT_EXPORT_MAX_CONTENTS, description: 'Distinct file contents (UTF-8 text)' })
  @IsArray()
  @ArrayMaxSize(GIT_EXPORT_MAX_CONTENTS)
  @IsString({ each: true })
  @MaxCharacters(PROJECT_LIMITS.maxTotalBytes, { each: true })
  contents!: string[];

  @ApiProperty({ type: [GitExportVersionDto], minItems: 1, maxItems: GIT_EXPORT_MAX_VERSIONS })
  @ArrayMinSize(1)
  @NestedArray(() => GitExportVersionDto, GIT_EXPORT_MAX_VERSIONS)
  versions!: GitExportVersionDto[];
}

/** For the OpenAPI document only: the multipart body is read by GitBundleUploadInterceptor. */
export class GitBundleUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A git bundle (`git bundle create project.bundle --all`), at most 8 MB' })
  bundle!: unknown;
}

export class GitImportedVersionDto {
  @ApiProperty({ enum: VERSION_KINDS, description: "An Atelier export's kind, else 'import'" })
  kind!: GitVersionKind;

  @ApiProperty({ description: 'The commit message' })
  message!: string;

  @ApiProperty({ format: 'date-time', description: "The commit's author time" })
  createdAt!: string;

  @ApiProperty({ type: [BuildFileResponseDto] })
  files!: BuildFileResponseDto[];
}

/** A bundle read into a project for the browser to keep (signed out): the branch's newest first-parent commits. */
export class GitImportDto {
  @ApiProperty({ example: 'my-site', description: "The uploaded file's name without its extension" })
  name!: string;

  @ApiProperty({ enum: PROJECT_TYPES, description: "From the newest version's files: package.json → nodejs, requirements.txt or .py → python, else static" })
  projectType!: ProjectType;

  @ApiProperty({ example: 'HEAD', description: 'The ref whose history was read' })
  ref!: string;

  @ApiProperty({ type: [GitImportedVersionDto], description: 'Oldest first' })
  versions!: GitImportedVersionDto[];

  @ApiProperty({ description: 'Older commits left out past the versions limit', example: 0 })
  skipped!: number;
}
