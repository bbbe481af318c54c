import { ApiProperty } from '@nestjs/swagger';

export class JobErrorDto {
  @ApiProperty({ example: 'provider' })
  code!: string;

  @ApiProperty({ example: 'The video could not be made. Please try again.' })
  message!: string;
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
  result!: Record<string, unknown> | null;

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
