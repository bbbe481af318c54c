import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EngineDto } from '../../../engines/engine.dto';
import { BuildVersionRefDto } from './project.dto';

/** `start`: the generation's id (for the whole-file fallback) and its engine. */
export class BuildStreamStartEventDto {
  @ApiProperty({ format: 'uuid' })
  generationId!: string;

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;
}

/** `reply`: the next piece of the answer for the chat. */
export class BuildStreamReplyEventDto {
  @ApiProperty()
  text!: string;
}

/** `write-start` / `write-chunk`: a file being written, piece by piece, before its `op`. */
export class BuildStreamWriteEventDto {
  @ApiProperty()
  path!: string;

  @ApiPropertyOptional({ description: 'write-chunk: the next piece of the file' })
  text?: string;
}

/** `op`: one applied operation and the checksum (FNV-1a, hex) of the file it leaves. */
export class BuildStreamOpEventDto {
  @ApiProperty({ enum: ['write', 'patch', 'rename', 'delete'] })
  op!: 'write' | 'patch' | 'rename' | 'delete';

  @ApiPropertyOptional({ description: 'write, patch, delete' })
  path?: string;

  @ApiPropertyOptional({ description: 'rename: the old path' })
  from?: string;

  @ApiPropertyOptional({ description: 'rename: the new path' })
  to?: string;

  @ApiPropertyOptional({ description: 'write: the whole file, unless it was streamed' })
  content?: string;

  @ApiPropertyOptional({ description: 'write: the content came as write-chunk events' })
  streamed?: boolean;

  @ApiPropertyOptional({ description: 'patch: a unified diff of the file' })
  diff?: string;

  @ApiPropertyOptional({ description: 'write, patch, rename: FNV-1a of the resulting file' })
  checksum?: string;
}

/** `notice`: a change that was refused (the rest of the answer stands). */
export class BuildStreamNoticeEventDto {
  @ApiProperty()
  message!: string;

  @ApiPropertyOptional()
  path?: string;
}

export class BuildFileChangeDto {
  @ApiProperty()
  path!: string;

  @ApiProperty({ enum: ['added', 'modified', 'deleted', 'renamed'] })
  change!: 'added' | 'modified' | 'deleted' | 'renamed';

  @ApiPropertyOptional({ description: 'renamed: the old path' })
  from?: string;
}

/** `done`: what the turn did, and a checksum per file so the studio can confirm it holds the same project. */
export class BuildStreamDoneEventDto {
  @ApiProperty({ format: 'uuid' })
  generationId!: string;

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;

  @ApiProperty()
  isConversation!: boolean;

  @ApiProperty({ enum: ['conversation', 'multi-file', 'single'] })
  mode!: 'conversation' | 'multi-file' | 'single';

  @ApiProperty()
  reply!: string;

  @ApiProperty({ type: [BuildFileChangeDto] })
  changed!: BuildFileChangeDto[];

  @ApiProperty({ type: [String] })
  notices!: string[];

  @ApiProperty()
  fileCount!: number;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'path → FNV-1a of every file' })
  checksums!: Record<string, string>;

  @ApiProperty({ type: BuildVersionRefDto, nullable: true, description: 'The version kept on the saved project, if any' })
  version!: BuildVersionRefDto | null;
}

/** `error`: the generation failed after it started streaming. */
export class BuildStreamErrorEventDto {
  @ApiProperty()
  message!: string;
}

/** A `log` event of GET /api/build-studio/runs/{id}/logs. */
export class BuildRunLogLineDto {
  @ApiProperty()
  seq!: number;

  @ApiProperty({ enum: ['stdout', 'stderr', 'system'] })
  stream!: 'stdout' | 'stderr' | 'system';

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

/** The `status` event that ends a run's log stream. */
export class BuildRunStatusEventDto {
  @ApiProperty({ enum: ['stopped', 'failed'] })
  status!: 'stopped' | 'failed';

  @ApiProperty({ nullable: true, type: String })
  reason!: string | null;
}
