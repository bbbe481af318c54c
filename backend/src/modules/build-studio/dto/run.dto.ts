import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { RUN_REQUEST_BODY_MAX_CHARACTERS } from '../build-studio.constants';
import { ProjectFiles } from './project-fields.decorator';
import { BuildFileDto } from './project-file.dto';

export class RunnerAvailabilityDto {
  @ApiProperty()
  available!: boolean;

  @ApiProperty({ nullable: true, type: String, description: 'Why not, in words for the preview' })
  reason!: string | null;
}

/** Whether Node.js and Python projects can run here, and why not. */
export class RunnerStatusDto {
  @ApiProperty({ type: RunnerAvailabilityDto })
  nodejs!: RunnerAvailabilityDto;

  @ApiProperty({ type: RunnerAvailabilityDto })
  python!: RunnerAvailabilityDto;
}

export class StartBuildRunDto {
  @ApiProperty({ enum: ['nodejs', 'python'] })
  @IsIn(['nodejs', 'python'])
  projectType!: 'nodejs' | 'python';

  @ProjectFiles()
  files!: BuildFileDto[];
}

export class BuildRunParamsDto {
  @ApiProperty({ example: 'oSi1Kht1KdA4YB72NDWqrg' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{10,64}$/, { message: 'id is not a run id' })
  id!: string;
}

export class BuildRunDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ enum: ['nodejs', 'python'] })
  projectType!: 'nodejs' | 'python';

  @ApiProperty({ enum: ['starting', 'running', 'stopped', 'failed'] })
  status!: 'starting' | 'running' | 'stopped' | 'failed';

  @ApiProperty({ nullable: true, type: String, example: 'server.js' })
  entry!: string | null;

  @ApiProperty({ format: 'date-time' })
  startedAt!: string;

  @ApiProperty({ nullable: true, type: Number, description: 'Cold start: from spawn to the app answering' })
  readyMs!: number | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  stoppedAt!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Why it stopped or failed' })
  reason!: string | null;

  @ApiProperty({ nullable: true, type: Number })
  memoryBytes!: number | null;

  @ApiProperty({ description: 'Sequence number of its latest log line' })
  logSeq!: number;
}

export class BuildRunRequestDto {
  @ApiProperty({ enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] })
  @IsIn(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])
  method!: string;

  @ApiProperty({ example: '/api/books?q=dune', maxLength: 2048 })
  @IsString()
  @MaxCharacters(2_048)
  @Matches(/^\/[^\s]*$/, { message: 'path must start with / and hold no spaces' })
  path!: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, example: { 'content-type': 'application/json' } })
  @IsOptional()
  @IsObject()
  headers?: Record<string, string>;

  @ApiPropertyOptional({ maxLength: RUN_REQUEST_BODY_MAX_CHARACTERS })
  @IsOptional()
  @IsString()
  @MaxCharacters(RUN_REQUEST_BODY_MAX_CHARACTERS)
  body?: string;
}

export class BuildRunResponseDto {
  @ApiProperty({ example: 200 })
  status!: number;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  headers!: Record<string, string>;

  @ApiProperty({ description: 'The body as text, or base64 when it is not text' })
  body!: string;

  @ApiProperty({ enum: ['utf8', 'base64'] })
  bodyEncoding!: 'utf8' | 'base64';

  @ApiProperty({ description: 'The body was longer than 1 MB and was cut' })
  truncated!: boolean;

  @ApiProperty()
  durationMs!: number;
}

export class BuildRunLogsQueryDto {
  @ApiPropertyOptional({ description: 'Start after this log line (Last-Event-ID works too)', minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  after?: number;
}
