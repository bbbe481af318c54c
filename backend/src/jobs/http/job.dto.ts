import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

export class JobErrorDto {
  @ApiProperty({ example: 'provider' })
  code!: string;

  @ApiProperty({ example: 'The video could not be made. Please try again.' })
  message!: string;
}

export class JobItemResultDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The asset the item made' })
  media_id!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/api/media/7d1c…', description: 'Where it is served (GET /api/media/{id})' })
  url!: string | null;
}

/** One item of a batch job (e.g. one scene of "Generate All Scenes"), with its own state. */
export class JobItemDto {
  @ApiProperty({ description: 'What the item is within its job (a scene id for `movie.scene`)' })
  key!: string;

  @ApiProperty({ enum: ['queued', 'running', 'completed', 'failed'] })
  status!: 'queued' | 'running' | 'completed' | 'failed';

  @ApiProperty({ minimum: 0, maximum: 100, description: "The item's own progress (100 once completed)" })
  progress!: number;

  @ApiProperty({ type: String, nullable: true, example: 'Rendering', description: 'What the item is doing now, while running' })
  stage!: string | null;

  @ApiProperty({ type: JobItemResultDto, nullable: true, description: 'What it made, once completed' })
  result!: JobItemResultDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' })
  error!: string | null;
}

/** What every job's snapshot says, whatever its kind. */
export abstract class JobSnapshotDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['queued', 'active', 'completed', 'failed', 'cancelled'] })
  status!: 'queued' | 'active' | 'completed' | 'failed' | 'cancelled';

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ type: String, nullable: true, example: 'Rendering', description: 'What the job is doing now' })
  stage!: string | null;

  @ApiProperty({ description: '1 on the first attempt; retried after failures and dead workers' })
  attempt!: number;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  project_id!: string | null;

  @ApiProperty({
    type: [JobItemDto],
    description: "A batch job's items in the order they run, each with its own state (empty for a job of one piece of work)",
  })
  items!: JobItemDto[];

  @ApiProperty({ type: JobErrorDto, nullable: true })
  error!: JobErrorDto | null;

  @ApiProperty({ description: 'Grows with every change; the event stream uses it as the event id' })
  version!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at!: string | null;
}

/**
 * A durable job as its owner sees it (GET /api/jobs/{id} and its events); `result` depends on the kind, and
 * each kind's snapshot with its typed result is documented as its own schema (jobOfKindDto).
 */
export class JobDto extends JobSnapshotDto {
  @ApiProperty({ example: 'video.generate' })
  kind!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Kind-specific, once completed: see the schema of each kind (`VideoGenerateJobDto`, `MovieSceneRenderJobDto`, …)',
  })
  result!: object | null;
}

/**
 * The snapshot of one job kind, with its result typed (ARCHITECTURE §7: typed results): an area documents
 * each kind it declares with `class VideoGenerateJobDto extends jobOfKindDto('video.generate', VideoJobResultDto) {}`
 * and `@ApiExtraModels(VideoGenerateJobDto)` on a controller, so the generated API types carry it.
 */
export function jobOfKindDto<TResult extends object>(kind: string, result: Type<TResult>): Type<JobSnapshotDto & { kind: string; result: TResult | null }> {
  class JobOfKindDto extends JobSnapshotDto {
    @ApiProperty({ enum: [kind] })
    kind!: string;

    @ApiProperty({ type: result, nullable: true, description: 'Once completed' })
    result!: TResult | null;
  }
  return JobOfKindDto;
}
