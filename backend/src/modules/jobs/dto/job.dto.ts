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

/** A durable job as its owner sees it; `result` depends on the kind (e.g. `media_id` for `video.generate`). */
export class JobDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'video.generate' })
  kind!: string;

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
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Kind-specific, once completed (a video: media_id, duration_seconds, width, height, engine)',
  })
  result!: object | null;

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
